// A TCP port on 127.0.0.1 that was free a moment ago, for the .mjs scripts (bench/, tools/e2e/).
// TypeScript tests use freePort from @fw/api-testing (Node 20 cannot import the one from the other).
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
