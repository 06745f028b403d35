import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { appUnderTest, createTestApp, createUser, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

/**
 * Two replicas share only the database: a change published through one drops the cached pages
 * on both, through PostgreSQL's LISTEN/NOTIFY, within two seconds.
 */
describe('site page cache on two replicas', () => {
  let t: TestApp;
  let second: INestApplication;
  let owner: TestUser;
  let sectionId: string;

  const home = async (app: INestApplication) => (await request(app.getHttpServer()).get('/').set('Host', 'replicas.example').expect(200)).text;

  beforeAll(async () => {
    t = await createTestApp();
    const { createApp } = await appUnderTest();
    second = await createApp({ databaseUrl: t.db.url });
    await second.init();
    await second.getHttpAdapter().getInstance().ready();
    owner = await createUser(t);
    const siteId = await insertWebsite(t, { ownerId: owner.id, name: 'Replica Bakery', domain: 'replicas.example' });
    sectionId = await insertSection(t, siteId, 'hero_title', 'First headline');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('shows a published section on both replicas within 2 s', async () => {
    expect(await home(t.app)).toContain('First headline');
    expect(await home(second)).toContain('First headline');
    // Served from each replica's cache from now on.
    expect(await home(second)).toContain('First headline');

    // A draft is not what visitors see: saving it changes neither replica's page.
    await t
      .http()
      .put('/api/my/website/content')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: sectionId, content_value: 'Second headline', version: 1 }] })
      .expect(200);
    expect(await home(second)).toContain('First headline');
    await t
      .http()
      .post('/api/my/website/publish')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: sectionId, version: 2 }] })
      .expect(200);
    const saved = Date.now();

    const seen = await Promise.all(
      [t.app, second].map(async (app) => {
        for (;;) {
          if ((await home(app)).includes('Second headline')) return Date.now() - saved;
          if (Date.now() - saved > 2000) return Infinity;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }),
    );
    expect(Math.max(...seen)).toBeLessThanOrEqual(2000);
  });
});
