import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, createUser, linkToken, TestApp, TestUser } from '@fw/api-testing';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

/** The images a questionnaire's visitor sent join the library of the website made from it; other files stay. */
describe('questionnaire images join the new website’s library', () => {
  let t: TestApp;
  let admin: TestUser;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-images-to-library-'));

  beforeAll(async () => {
    t = await createTestApp({
      env: { OBJECT_STORAGE: 'local', OBJECT_STORAGE_DIR: storageDir, QUESTIONNAIRE_RATE_LIMIT: '1000', MEDIA_WORKER_CONCURRENCY: '0' },
    });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('hands each image to the library once, keeps the PDF with the questionnaire, and creates the client either way', async () => {
    const email = 'reef@divers.test';
    const created = await t
      .http()
      .post('/api/questionnaires')
      .send({
        business_name: 'Reef Divers',
        business_email: email,
        industry: 'Diving',
        main_goal: 'Bookings',
        target_audience: 'Divers',
        desired_action: 'Book',
      })
      .expect(201);
    const id = created.body.id as string;
    await t.http().post(`/api/questionnaires/${id}/submit`).set('X-Resume-Token', created.body.resume_token).send({}).expect(200);
    const [mail] = await t.sql<{ body: string }>(`select body from email_logs where submission_id = ? and template = 'questionnaire-received'`, [id]);
    const token = linkToken(mail.body) as string;
    const send = (name: string, bytes: Buffer) =>
      t
        .http()
        .post('/api/questionnaire-uploads/files')
        .set('X-Upload-Token', token)
        .set('X-File-Name', name)
        .set('Content-Type', 'application/octet-stream')
        .send(bytes)
        .expect(201);
    const logo = await send('logo.png', PNG);
    await send('menu.pdf', PDF);

    const body = { email, full_name: 'Reef', website_name: 'Reef Divers', sections: [{ key: 'business_name', type: 'text', value: 'Reef Divers' }] };
    const res = await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', admin.auth).send(body).expect(201);
    const websiteId = res.body.website_id as string;

    const images = await t.sql<{ id: string; filename: string }>('select id, filename from media_images where website_id = ?', [websiteId]);
    expect(images.map((i) => i.filename)).toEqual(['logo.png']);
    const files = await t.sql<{ id: string; media_image_id: string | null }>(
      'select id, media_image_id from questionnaire_files where submission_id = ? order by created_at',
      [id],
    );
    expect(files).toEqual([
      { id: logo.body.id, media_image_id: images[0].id },
      { id: expect.any(String), media_image_id: null },
    ]);
    // The admin still downloads both from the questionnaire.
    await t.http().get(`/api/admin/submissions/${id}/files/${logo.body.id}`).set('Authorization', admin.auth).expect(200);

    // Sending the form again (the website exists now) adds no second copy.
    await t.http().post(`/api/admin/submissions/${id}/client`).set('Authorization', admin.auth).send(body).expect(201);
    expect(await t.sql('select id from media_images where website_id = ?', [websiteId])).toHaveLength(1);
  });
});
