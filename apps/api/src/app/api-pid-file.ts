import fs from 'node:fs';
import path from 'node:path';

/** `DATA_DIR/api.pid` while the product runs (db:restore refuses to run then); returns its remover. */
export function writeApiPidFile(dataDir: string): () => void {
  const file = path.join(dataDir, 'api.pid');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
}

/** PID of a product process that runs on `dataDir` now, if any. */
export function runningApiPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'api.pid'), 'utf8').trim());
    if (!(pid > 0) || pid === process.pid) return undefined;
    process.kill(pid, 0);
    const cmdline = fs.existsSync(`/proc/${pid}`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : 'node';
    return /node/.test(cmdline) ? pid : undefined;
  } catch {
    return undefined;
  }
}
