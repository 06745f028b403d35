// The local mail capture on a full disk: the write fails half-way with ENOSPC (as a full file
// system does), no .eml file or temporary file is left behind, the e-mail stays queued for a
// retry, readiness learns that storage is full, and the retry after space returns writes it whole.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MailOutboxPort } from '@fw/api-mail-application';
import { storageHealth } from '@fw/api-shared-infrastructure';
import { OutboxWorker } from '../worker/outbox-worker';
import { createTestApp, TestApp } from '@fw/api-testing';

describe('local capture transport on a full disk', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-mail-full-'));
    t = await createTestApp({ env: { SMTP_URL: '', DATA_DIR: dataDir, MAIL_RETRY_BASE_MS: '1', MAIL_RETRY_MAX_MS: '1' } });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no partial file, keeps the e-mail queued, and writes it whole once space is back', async () => {
    const realWriteFile = fsp.writeFile;
    const spy = jest.spyOn(fsp, 'writeFile').mockImplementation((async (file: string, data: Buffer, options: never) => {
      await realWriteFile(file, data.subarray(0, 20), options);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' });
    }) as never);
    const { id } = await t.app
      .get(MailOutboxPort)
      .enqueue({ template: 'password-reset', to: 'someone@example.com', data: { resetUrl: 'https://x.example/r' } } as never);
    const report = await t.app.get(OutboxWorker).runOnce();
    expect(report).toMatchObject({ claimed: 1, retried: 1, sent: 0 });
    const mailDir = path.join(dataDir, 'mail');
    expect(fs.readdirSync(mailDir)).toEqual([]);
    const [row] = await t.sql<Record<string, unknown>>('select status from email_logs where id = ?', [id]);
    expect(row.status).toBe('queued');
    expect(storageHealth.fullSince()?.source).toBe('mail capture');

    spy.mockRestore();
    await new Promise((r) => setTimeout(r, 20));
    expect(await t.app.get(OutboxWorker).drain()).toMatchObject({ sent: 1 });
    const files = fs.readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`-${id}\\.eml$`));
    expect(fs.readFileSync(path.join(mailDir, files[0]), 'utf8')).toMatch(/\r\n\r\n[\s\S]+/);
  });
});
