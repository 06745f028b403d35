import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// docs/product.md §13.6 (a build check): a production build (a real public origin) with the placeholder
// e-mail, phone or partner links still set fails, naming the variables; real values build. Builds
// into a temporary folder, never the shared dist/.

const root = path.resolve(__dirname, '../../..');

function buildMarketing(env: Record<string, string>): { status: number | null; output: string; dir: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-launch-check-'));
  const ssrDir = path.join(root, 'tmp', `marketing-ssr-${path.basename(dir)}`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'apps/marketing/vite.config.mts', '--logLevel', 'warn', '--outDir', path.join(dir, 'dist'), '--emptyOutDir'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 240000,
      // Inside the workspace: the server build imports preact from node_modules.
      env: { ...process.env, MARKETING_SSR_OUT_DIR: ssrDir, PUBLIC_URL: '', VITE_CONTACT_EMAIL: '', VITE_CONTACT_PHONE: '', ...env },
    },
  );
  fs.rmSync(ssrDir, { recursive: true, force: true });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, dir };
}

describe('launch safety (docs/product.md §13.6; the offer end date of §13.8)', () => {
  it('refuses to build for a real origin with the placeholders, naming each variable', () => {
    const { status, output, dir } = buildMarketing({ VITE_SITE_URL: 'https://www.floridawebdesign.com' });
    try {
      expect(status).not.toBe(0);
      for (const name of [
        'VITE_CONTACT_EMAIL',
        'VITE_CONTACT_PHONE',
        'VITE_PARTNER_LAUNCH_URL',
        'VITE_PARTNER_DIAGNOSTICS_URL',
        'VITE_PARTNER_COMPLIANCE_URL',
      ]) {
        expect(output).toContain(`${name} is still the placeholder`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300000);

  it('builds for a real origin once the real details are set', () => {
    const { status, output, dir } = buildMarketing({
      VITE_SITE_URL: 'https://www.floridawebdesign.com',
      VITE_CONTACT_EMAIL: 'hello@floridawebdesign.com',
      VITE_CONTACT_PHONE: '(561) 793-2040',
      VITE_PARTNER_LAUNCH_URL: 'https://launch.partner-tools.com/',
      VITE_PARTNER_DIAGNOSTICS_URL: 'https://diagnostics.partner-tools.com/',
      VITE_PARTNER_COMPLIANCE_URL: 'https://compliance.partner-tools.com/',
      // Item 8: the banner calls the offer limited only with a configured end date.
      VITE_OFFER_ENDS: '2099-12-31',
    });
    try {
      expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' });
      const contact = fs.readFileSync(path.join(dir, 'dist/contact/index.html'), 'utf8');
      expect(contact).toContain('hello@floridawebdesign.com');
      expect(contact).not.toContain('floridawebdesign.example');
      expect(fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8')).toContain('Limited offer until December 31, 2099:');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300000);
});
