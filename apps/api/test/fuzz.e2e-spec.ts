import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';
import { generateOpenApi } from '../src/cli/openapi';

/**
 * input.fuzz: random JSON (fixed seed) against every operation of the live OpenAPI document, as
 * an admin so that requests get past authorisation into validation and the use cases. Bodies mix
 * the operation's own property names with wrong types, huge strings, nulls, nested junk and
 * unknown keys. Whatever arrives, the answer must be a deliberate one, never a 5xx.
 */
const ALLOWED = new Set([200, 201, 202, 204, 303, 304, 400, 401, 403, 404, 409, 413, 429]);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const RUNS_PER_OPERATION = 12;

interface SchemaObject {
  $ref?: string;
  properties?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { requestBody?: { content?: Record<string, { schema?: SchemaObject }> } }>>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

function propertyNames(doc: OpenApiDocument, schema: SchemaObject | undefined): string[] {
  const resolved = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
  return Object.keys(resolved?.properties ?? {});
}

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(100_000)),
  fc.constant('<img src=x onerror=alert(1)>\r\nBcc: victim@example.com'),
  fc.constant('../../etc/passwd\u0000'),
  fc.constant(-1e308),
  fc.uuid(),
  fc.emailAddress(),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

function bodyFor(names: string[]) {
  const known = names.length ? fc.dictionary(fc.constantFrom(...names), junk, { maxKeys: names.length }) : fc.constant({});
  return fc.oneof(
    known,
    fc.tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junk, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a })),
    junk,
  );
}

/** An operation that answers an HTML page (a share-preview link): its refusals are pages too, for people. */
const isPage = (op: object): boolean => {
  const ok = (op as { responses?: Record<string, { content?: Record<string, unknown> }> }).responses?.['200'];
  return !!ok?.content?.['text/html'];
};

describe('input fuzzing over every operation (fast-check, fixed seed)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let auth: Record<string, string>;

  beforeAll(async () => {
    doc = JSON.parse(await generateOpenApi()) as OpenApiDocument;
    t = await createTestApp({
      env: {
        CONTACT_RATE_LIMIT: '100000',
        QUESTIONNAIRE_RATE_LIMIT: '100000',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '100000',
        AUTH_RATE_LIMIT_EMAIL_PER_IP: '100000',
      },
    });
    const id = randomUUID();
    const email = `fuzz-admin-${id.slice(0, 8)}@example.test`;
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'x', now())`, [id, email]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, 'Fuzz Admin', ?)`, [id, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, 'admin')`, [randomUUID(), id]);
    auth = { Authorization: `Bearer ${await issueSessionToken(t.app, { id, email })}` };
  });
  afterAll(() => t.close());

  it('answers every random request with a deliberate status, never a 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const names = propertyNames(doc, op.requestBody?.content?.['application/json']?.schema);
        const samples = fc.sample(fc.tuple(bodyFor(names), fc.oneof(fc.uuid(), fc.constant('not-a-uuid'), fc.string({ minLength: 1, maxLength: 20 }))), {
          seed: 20261121,
          numRuns: RUNS_PER_OPERATION,
        });
        for (const [body, param] of samples) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(param));
          let req = t.http()[method](url).set(auth);
          if (method !== 'get' && method !== 'delete') req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
          const res = await req;
          sent++;
          if (!ALLOWED.has(res.status))
            failures.push(`${method.toUpperCase()} ${url} ${JSON.stringify(body).slice(0, 120)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          else if (res.status >= 400 && isPage(op) && /^text\/html/.test(String(res.headers['content-type']))) expect(res.text).toMatch(/<html/i);
          else if (res.status >= 400) expect(res.body).toMatchObject({ statusCode: res.status, code: expect.any(String), message: expect.any(String) });
        }
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 240_000);
});
