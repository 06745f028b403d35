import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@fw/api-testing';
import { CustomDomainService } from '@fw/api-sites-application';
import { createTestApp, eventually, insertSection, insertWebsite, TestApp } from './sites-test-support';

/** Debian's caddy (`.ci/run` installs it). */
const CADDY = '/usr/bin/caddy';

function httpsGet(port: number, host: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.get({ host: '127.0.0.1', port, path: '/', servername: host, headers: { Host: host }, ca, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/**
 * Caddy in front of the product, as docker/compose.yaml runs it: on-demand TLS from its internal
 * CA, asking the product's /api/tls/ask before each certificate. A live domain gets one; a domain
 * the product does not serve gets no certificate, so the handshake fails.
 */
describe('Caddy on-demand TLS in front of the product', () => {
  let t: TestApp;
  let caddy: ChildProcess;
  let httpsPort: number;
  let dir: string;
  let log = '';
  let asked: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    asked = jest.spyOn(t.app.get(CustomDomainService), 'mayHaveCertificate');
    const appPort = await freePort();
    await t.app.listen(appPort, '127.0.0.1');
    const siteId = await insertWebsite(t, { name: 'Secure Bakery', domain: 'secure-bakery.test' });
    await insertSection(t, siteId, 'hero_title', 'Baked behind HTTPS');
    await t.sql(`update websites set domain_status = 'live' where id = ?`, [siteId]);

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-caddy-'));
    httpsPort = await freePort();
    const httpPort = await freePort();
    fs.writeFileSync(
      path.join(dir, 'Caddyfile'),
      `{
  admin off
  storage file_system ${dir}/data
  skip_install_trust
  http_port ${httpPort}
  https_port ${httpsPort}
  on_demand_tls {
    ask http://127.0.0.1:${appPort}/api/tls/ask
  }
}

https:// {
  tls internal {
    on_demand
  }
  reverse_proxy 127.0.0.1:${appPort}
}
`,
    );
    caddy = spawn(CADDY, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk) => (log += chunk));
    caddy.stderr?.on('data', (chunk) => (log += chunk));
  }, 60_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gets a certificate for a live domain and serves its site through it', async () => {
    // The internal CA's root appears once Caddy issued its first certificate.
    const root = path.join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
    const first = await eventually(
      async () => {
        const answer = await httpsGet(httpsPort, 'secure-bakery.test', fs.existsSync(root) ? fs.readFileSync(root) : Buffer.alloc(0));
        return answer;
      },
      20_000,
      200,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\ncaddy log:\n${log}`);
    });
    expect(first.status).toBe(200);
    expect(first.body).toContain('Baked behind HTTPS');
    expect(asked).toHaveBeenCalledWith('secure-bakery.test');
  }, 40_000);

  it('is refused for a domain the product does not serve', async () => {
    const ca = fs.readFileSync(path.join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt'));
    await expect(httpsGet(httpsPort, 'stranger.test', ca)).rejects.toThrow(/alert|socket hang up|ECONNRESET/i);
    // Refused because the product said no, not for want of asking.
    expect(asked).toHaveBeenCalledWith('stranger.test');
    await expect(asked.mock.results[asked.mock.calls.findIndex(([host]) => host === 'stranger.test')].value).resolves.toBe(false);
  }, 30_000);
});
