import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { QUESTIONNAIRE_FILE_MAX_BYTES } from '@fw/shared-questionnaire';
import { createTestApp, createUser, linkToken, TestApp, TestUser } from '@fw/api-testing';

type Row = Record<string, any>;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
/** The first bytes of an OLE compound file: a .doc, but also an .xls or an .msi installer. */
const COMPOUND = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);

/** A ZIP archive holding one stored (uncompressed) file. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = zlib.crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, content]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

describe('questionnaire files: the e-mailed upload link and the admin download', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-questionnaire-files-'));

  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://fw.example', QUESTIONNAIRE_RATE_LIMIT: '1000', OBJECT_STORAGE: 'local', OBJECT_STORAGE_DIR: storageDir },
    });
    admin = await createUser(t, { role: 'admin' });
    editor = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  const required = {
    business_name: 'Dive Shop',
    industry: 'Tourism',
    business_email: 'diver@example.com',
    main_goal: 'Bookings',
    target_audience: 'Divers',
    desired_action: 'Book',
  };

  /** A submitted questionnaire and the token of the upload link its confirmation e-mail carries. */
  async function submitted(answers: Record<string, unknown> = {}): Promise<{ id: string; resumeToken: string; uploadToken: string }> {
    const created = await t
      .http()
      .post('/api/questionnaires')
      .send({ ...required, uploaded_files: ['logo.png', 'menu.pdf'], ...answers })
      .expect(201);
    await t.http().post(`/api/questionnaires/${created.body.id}/submit`).set('X-Resume-Token', created.body.resume_token).send({}).expect(200);
    const [mail] = await t.sql<Row>(`select body, text_body, recipient_email from email_logs where submission_id = ? and template = 'questionnaire-received'`, [
      created.body.id,
    ]);
    const uploadToken = linkToken(mail.body);
    if (!uploadToken) throw new Error('no upload link in the confirmation');
    return { id: created.body.id, resumeToken: created.body.resume_token, uploadToken };
  }

  const send = (token: string | null, name: string, bytes: Buffer) => {
    const req = t.http().post('/api/questionnaire-uploads/files').set('Content-Type', 'application/octet-stream').set('X-File-Name', encodeURIComponent(name));
    if (token) req.set('X-Upload-Token', token);
    return req.send(bytes);
  };
  const view = (token: string) => t.http().get('/api/questionnaire-uploads').set('X-Upload-Token', token);
  const filesOf = (id: string) => t.sql<Row>('select * from questionnaire_files where submission_id = ? order by created_at, id', [id]);
  const storedKeys = () =>
    fs.existsSync(storageDir)
      ? (fs.readdirSync(storageDir, { recursive: true }) as string[]).filter((p) => !p.endsWith('.type') && fs.statSync(path.join(storageDir, p)).isFile())
      : [];

  it('e-mails the visitor an upload link after submitting; only its hash is kept, valid 14 days, hidden in the admin e-mail log', async () => {
    const { id, uploadToken } = await submitted();
    const [row] = await t.sql<Row>('select upload_token_hash, upload_link_expires_at, completed_at from questionnaire_submissions where id = ?', [id]);
    expect(row.upload_token_hash).toBe(createHash('sha256').update(uploadToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(uploadToken);
    const days = (new Date(row.upload_link_expires_at).getTime() - new Date(row.completed_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    const [mail] = await t.sql<Row>(`select id, recipient_email, body from email_logs where submission_id = ? and template = 'questionnaire-received'`, [id]);
    expect(mail.recipient_email).toBe('diver@example.com');
    expect(mail.body).toContain(`https://fw.example/start/upload?token=${uploadToken}`);
    const logged = await t.http().get(`/api/admin/email-logs/${mail.id}`).set('Authorization', admin.auth).expect(200);
    expect(JSON.stringify(logged.body)).not.toContain(uploadToken);
    expect(logged.body.body).toContain('token=[hidden]');
  });

  it('takes the accepted kinds by content, names them by what they are, and shows what was listed and received', async () => {
    const { id, uploadToken } = await submitted();
    const png = await send(uploadToken, 'logo.png', PNG).expect(201);
    expect(png.body).toMatchObject({ file_name: 'logo.png', content_type: 'image/png', size_bytes: PNG.length, is_image: true });
    await send(uploadToken, 'menu', PDF).expect(201);
    const zip = await send(uploadToken, 'photos.zip', zipOf('a.txt', Buffer.from('hello'))).expect(201);
    expect(zip.body).toMatchObject({ content_type: 'application/zip', is_image: false });
    const doc = await send(uploadToken, 'Our story.doc', COMPOUND).expect(201);
    expect(doc.body).toMatchObject({ file_name: 'Our story.doc', content_type: 'application/msword' });

    const seen = await view(uploadToken).expect(200);
    expect(seen.body.listed_files).toEqual(['logo.png', 'menu.pdf']);
    expect(seen.body.received_files.map((f: Row) => f.file_name)).toEqual(['logo.png', 'menu.pdf', 'photos.zip', 'Our story.doc']);
    const rows = await filesOf(id);
    expect(rows.map((r) => r.storage_key)).toEqual(rows.map((r) => `questionnaire-files/${id}/${r.id}`));
  });

  it('refuses files that pretend to be something else, and keeps nothing of them', async () => {
    const { id, uploadToken } = await submitted();
    const before = storedKeys().length;
    const pretenders: Array<[string, Buffer]> = [
      ['photo.jpg', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['invoice.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['sheet.xls', COMPOUND],
      ['installer.msi', COMPOUND],
      ['empty.pdf', Buffer.alloc(0)],
    ];
    for (const [name, bytes] of pretenders) {
      const res = await send(uploadToken, name, bytes);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 400, code: 'INTAKE.FILE_TYPE_NOT_ACCEPTED' });
      if (bytes.length) expect(res.body.details.fields.file[0]).toMatch(/accepted types/);
    }
    expect(await filesOf(id)).toEqual([]);
    expect(storedKeys()).toHaveLength(before);
  });

  it('refuses a file over 10MB with 413 before storing anything, and a JSON body (no file) with 400', async () => {
    const { id, uploadToken } = await submitted();
    const big = Buffer.concat([PNG, Buffer.alloc(QUESTIONNAIRE_FILE_MAX_BYTES + 1 - PNG.length)]);
    const res = await send(uploadToken, 'huge.png', big);
    expect(res.status).toBe(413);
    const json = await t.http().post('/api/questionnaire-uploads/files').set('X-Upload-Token', uploadToken).send({ file: 'x' });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('INTAKE.FILE_TYPE_NOT_ACCEPTED');
    // Bytes sent to any other API route are refused as before.
    const elsewhere = await t.http().post('/api/contact').set('Content-Type', 'application/octet-stream').send(PNG);
    expect(elsewhere.body.code).toBe('REQUEST.NOT_JSON');
    expect(await filesOf(id)).toEqual([]);
  });

  it('cleans file names and never uses them as paths', async () => {
    const { id, uploadToken } = await submitted();
    const res = await send(uploadToken, '../../etc/pass\r\nwd"<x>.png', PNG).expect(201);
    expect(res.body.file_name).toBe('passwdx.png');
    const [row] = await filesOf(id);
    expect(row.storage_key).toBe(`questionnaire-files/${id}/${row.id}`);
    const long = await send(uploadToken, `${'a'.repeat(400)}.pdf`, PDF).expect(201);
    expect(long.body.file_name).toHaveLength(255);
    expect(long.body.file_name.endsWith('.pdf')).toBe(true);
  });

  it('takes at most 20 files per questionnaire, even sent at once', async () => {
    const { id, uploadToken } = await submitted();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => send(uploadToken, `p${i}.png`, PNG)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.code === 'INTAKE.TOO_MANY_FILES')).toBe(true);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await filesOf(id)).toHaveLength(20);
  });

  it('an expired, closed (replayed), missing or foreign token opens nothing', async () => {
    const a = await submitted();
    const b = await submitted();
    await send(a.uploadToken, 'logo.png', PNG).expect(201);

    // The resume token is not an upload token, nor the upload token a resume token: each link has one purpose.
    for (const token of [a.resumeToken, 'guess', 'x'.repeat(500), createHash('sha256').update(a.uploadToken).digest('hex')]) {
      expect((await view(token)).body.code).toBe('INTAKE.UPLOAD_LINK_INVALID');
      expect((await send(token, 'x.png', PNG)).status).toBe(404);
    }
    expect((await send(null, 'x.png', PNG)).status).toBe(404);
    await t.http().get(`/api/questionnaires/${a.id}`).set('X-Resume-Token', a.uploadToken).expect(404);

    // One questionnaire's link shows its own files only.
    expect((await view(b.uploadToken).expect(200)).body.received_files).toEqual([]);

    // Expired after 14 days.
    await t.sql(`update questionnaire_submissions set upload_link_expires_at = now() - interval '1 second' where id = ?`, [b.id]);
    expect((await view(b.uploadToken)).status).toBe(404);
    expect((await send(b.uploadToken, 'late.png', PNG)).status).toBe(404);

    // Closed by its visitor: using it again is refused.
    await t.http().post('/api/questionnaire-uploads/finish').set('X-Upload-Token', a.uploadToken).expect(204);
    expect((await view(a.uploadToken)).status).toBe(404);
    expect((await send(a.uploadToken, 'again.png', PNG)).status).toBe(404);
    expect((await t.http().post('/api/questionnaire-uploads/finish').set('X-Upload-Token', a.uploadToken)).status).toBe(404);
    expect(await filesOf(a.id)).toHaveLength(1);
    expect(await filesOf(b.id)).toHaveLength(0);
  });

  it('admins list and download the files as attachments with nosniff; nobody else can', async () => {
    const { id, uploadToken } = await submitted();
    const other = await submitted();
    const pdf = await send(uploadToken, 'menu.pdf', PDF).expect(201);
    const png = await send(uploadToken, 'logo.png', PNG).expect(201);

    const list = await t.http().get(`/api/admin/submissions/${id}/files`).set('Authorization', admin.auth).expect(200);
    expect(list.body.map((f: Row) => f.file_name)).toEqual(['menu.pdf', 'logo.png']);

    for (const [file, bytes, type] of [
      [pdf.body, PDF, 'application/pdf'],
      [png.body, PNG, 'image/png'],
    ] as const) {
      const res = await t
        .http()
        .get(`/api/admin/submissions/${id}/files/${file.id}`)
        .set('Authorization', admin.auth)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file.file_name}"; filename*=UTF-8''${file.file_name}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }

    await t.http().get(`/api/admin/submissions/${id}/files/${pdf.body.id}`).set('Authorization', editor.auth).expect(403);
    await t.http().get(`/api/admin/submissions/${id}/files/${pdf.body.id}`).expect(401);
    await t.http().get(`/api/admin/submissions/${id}/files`).set('Authorization', editor.auth).expect(403);
    // A file asked for under another questionnaire is not found.
    await t.http().get(`/api/admin/submissions/${other.id}/files/${pdf.body.id}`).set('Authorization', admin.auth).expect(404);
    await t.http().get(`/api/admin/submissions/${id}/files/not-a-uuid`).set('Authorization', admin.auth).expect(400);
  });
});
