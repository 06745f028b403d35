import { createTestApp, TestApp } from '@fw/api-testing';

// New anonymous drafts are limited per address per window (QUESTIONNAIRE_RATE_LIMIT); the
// browser journeys raise the limit because all their visitors share 127.0.0.1.
describe('questionnaire drafts per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { QUESTIONNAIRE_RATE_LIMIT: '2', QUESTIONNAIRE_RATE_WINDOW_SECONDS: '3600' } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an address has started the allowed number of drafts', async () => {
    await t.http().post('/api/questionnaires').send({ business_name: 'First' }).expect(201);
    await t.http().post('/api/questionnaires').send({ business_name: 'Second' }).expect(201);
    const limited = await t.http().post('/api/questionnaires').send({ business_name: 'Third' }).expect(429);
    expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
