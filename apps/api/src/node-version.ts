// Imported first by the entry points: on an older Node, a native module (argon2) crashes the
// process with a segmentation fault before any message could be printed.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  process.stderr.write(
    `This product runs on Node ${REQUIRED_MAJOR}, not ${process.versions.node}: use the one npm ci installed (node_modules/.bin/node ${process.argv
      .slice(1)
      .map((a) => a.replace(`${process.cwd()}/`, ''))
      .join(' ')}), or npm start\n`,
  );
  process.exit(1);
}

export {};
