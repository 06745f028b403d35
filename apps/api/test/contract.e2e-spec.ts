import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { seedActor } from './support/openapi-operations';
import { createTestApp, TestApp } from '@fw/api-testing';

/**
 * The contract, from the caller's side: for every operation of openapi/openapi.json, requests
 * that the document calls valid (path, query, headers and body generated from its schemas by
 * fast-check) are sent as an admin, as a client and, where the operation allows it, anonymously.
 * The answer is checked against the document by the harness (status documented, body matches);
 * here, on top, a valid request may not fail for its shape: no 5xx, and a 4xx only where the
 * document says why a valid request can still be refused (a missing id, a conflict, a role, a
 * state such as an expired token). Seed: CONTRACT_SEED (printed on failure), runs: CONTRACT_RUNS.
 */
const SEED = Number(process.env.CONTRACT_SEED ?? 20261123);
const RUNS = Number(process.env.CONTRACT_RUNS ?? 4);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema> };
}

const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi/openapi.json'), 'utf8')) as Document;

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf?.length === 1) return { ...resolve(schema.allOf[0]), nullable: schema.nullable };
  return schema;
}

/** Text that a schema allows, kept short so a run stays quick. */
function text(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 40));
  // A format says more than a pattern such as "\S" (not blank) beside it.
  if (schema.pattern && !schema.format) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  switch (schema.format) {
    case 'email':
      return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.stringMatching(/^[a-z]{2,10}$/)).map(([user, host]) => `${user}@${host}.example`);
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.string({ minLength, maxLength });
  }
}

/** Values the schema accepts; `ids` are real rows, mixed with random UUIDs for the "missing" case. */
function valueFor(input: Schema, ids: string[], depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  let arb: fc.Arbitrary<unknown>;
  if (schema.oneOf) arb = fc.oneof(...schema.oneOf.map((one) => valueFor(one, ids, depth + 1)));
  else if (schema.enum) arb = fc.constantFrom(...schema.enum.filter((v) => v !== null));
  else if (schema.format === 'uuid') arb = ids.length ? fc.oneof(fc.uuid(), fc.constantFrom(...ids)) : fc.uuid();
  else if (schema.type === 'string') arb = text(schema);
  else if (schema.type === 'integer') arb = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
  else if (schema.type === 'number') arb = fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
  else if (schema.type === 'boolean') arb = fc.boolean();
  else if (schema.type === 'array') {
    const minLength = schema.minItems ?? 0;
    arb = fc.array(valueFor(schema.items ?? {}, ids, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
  } else if (schema.type === 'object' || schema.properties) {
    const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, valueFor(s, ids, depth + 1)]));
    arb = fc.record(props, { requiredKeys: schema.required ?? [] });
  } else arb = fc.constant({});
  return schema.nullable ? fc.option(arb, { nil: null, freq: 4 }) : arb;
}

interface Sample {
  url: string;
  headers: Record<string, string>;
  body?: unknown;
  /** A file's bytes, for operations that read `application/octet-stream`. */
  bytes?: Buffer;
}

function requestFor(template: string, op: Operation, ids: string[]): fc.Arbitrary<Sample> {
  const params = op.parameters ?? [];
  const pathArbs = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, valueFor(p.schema ?? { type: 'string', minLength: 1 }, ids)]));
  const queryArbs = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema ?? { type: 'string' }, ids)]));
  const headerArbs = Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, valueFor(p.schema ?? { type: 'string' }, ids)]));
  const required = (where: Parameter['in']) => params.filter((p) => p.in === where && p.required).map((p) => p.name);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const readsBytes = Boolean(op.requestBody?.content?.['application/octet-stream']);
  return fc
    .record({
      path: fc.record(pathArbs),
      query: fc.record(queryArbs, { requiredKeys: required('query') }),
      headers: fc.record(headerArbs, { requiredKeys: required('header') }),
      body: bodySchema ? valueFor(bodySchema, ids) : fc.constant(undefined),
      bytes: readsBytes ? fc.uint8Array({ minLength: 1, maxLength: 256 }).map((a) => Buffer.from(a)) : fc.constant(undefined),
    })
    .map(({ path: values, query, headers, body, bytes }) => {
      // "_end: not less than _start" is said in words, not in the schema.
      if (typeof query._start === 'number' && typeof query._end === 'number' && query._end < query._start)
        [query._start, query._end] = [query._end, query._start];
      const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
      }
      const qs = search.toString();
      return {
        url: qs ? `${url}?${qs}` : url,
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
        body,
        bytes,
      };
    });
}

type Actor = 'admin' | 'client' | 'anonymous';

/** Why a valid request may still be refused, for this operation and caller. */
function refusalAllowed(op: Operation, template: string, actor: Actor, status: number, code: string): boolean {
  if (!(String(status) in op.responses)) return false;
  switch (status) {
    case 404:
      // Caddy's TLS question: "no certificate for that host name" is its answer, not a fault; so is
      // "no such upload link" to a token nobody was sent.
      return template.includes('{') || template.startsWith('/api/my/') || template === '/api/tls/ask' || template.startsWith('/api/questionnaire-uploads');
    case 409:
      return true;
    case 403:
      // A role the caller lacks, or (signing in) an account state such as an unconfirmed e-mail.
      return actor !== 'admin' || template.startsWith('/api/auth/');
    case 401:
      return actor === 'anonymous' || template.startsWith('/api/auth/');
    case 400:
      // A refusal that depends on stored state (an unknown token, catalogue item or website), not
      // on the request's shape: shape refusals are REQUEST.* and mean the document is wrong.
      return !code.startsWith('REQUEST.');
    case 429:
      return true;
    default:
      return false;
  }
}

/** Fresh rows and callers per operation and caller: what one deletes, disables or signs out is not the next one's problem. */
async function fixture(t: TestApp): Promise<{ ids: string[]; tokens: Record<Exclude<Actor, 'anonymous'>, string> }> {
  const admin = await seedActor(t, 'admin');
  const client = await seedActor(t, 'editor');
  const website = randomUUID();
  const section = randomUUID();
  const post = randomUUID();
  await t.sql(`insert into websites (id, name, domain, owner_id) values (?, 'Contract Site', ?, ?)`, [website, `c${website.slice(0, 8)}.example`, client.id]);
  await t.sql(`insert into website_content (id, website_id, section_key, content_type, content_value) values (?, ?, 'hero_title', 'text', 'Hello')`, [
    section,
    website,
  ]);
  await t.sql(`insert into blog_posts (id, website_id, title, content, published) values (?, ?, 'First', 'Body', true)`, [post, website]);
  // Not the admin's own id: an admin who disables themselves is signed out for the next sample.
  return { ids: [client.id, website, section, post], tokens: { admin: admin.authorization, client: client.authorization } };
}

describe('contract: schema-valid requests to every operation (fast-check)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CONTACT_RATE_LIMIT: '100000',
        QUESTIONNAIRE_RATE_LIMIT: '100000',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '100000',
        AUTH_RATE_LIMIT_EMAIL_PER_IP: '100000',
      },
    });
  }, 60_000);
  afterAll(() => t?.close());

  const operations = Object.entries(doc.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ template, method, op: item[method] as Operation })),
  );

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.template}`, o] as const))('%s', async (_name, { template, method, op }) => {
    const security = op.security ?? [];
    const anonymousAllowed = security.length === 0 || security.some((s) => Object.keys(s).length === 0);
    const actors: Actor[] = anonymousAllowed ? ['admin', 'client', 'anonymous'] : ['admin', 'client'];
    for (const actor of actors) {
      const { ids, tokens } = await fixture(t);
      await fc.assert(
        fc.asyncProperty(requestFor(template, op, ids), async (sample) => {
          // Every call on a fresh rate-limit budget: a 429 here would hide what is under test.
          await t.sql('delete from rate_limit_hits');
          let req = t.http()[method](sample.url).set(sample.headers);
          if (actor !== 'anonymous') req = req.set('Authorization', tokens[actor]);
          if (sample.body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(sample.body));
          if (sample.bytes !== undefined) req = req.set('Content-Type', 'application/octet-stream').send(sample.bytes);
          const res = await req;
          const code = String(res.body?.code ?? '');
          if (res.status >= 500 || (res.status >= 400 && !refusalAllowed(op, template, actor, res.status, code))) {
            throw new Error(
              `${actor}: ${method.toUpperCase()} ${sample.url} ${JSON.stringify(sample.body ?? null).slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });
});

describe('contract: a method a documented path does not have (components.responses.MethodNotAllowed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 405 in the error shape with Allow naming exactly the documented methods (plus HEAD beside GET)', async () => {
    const wrong: string[] = [];
    let checked = 0;
    const templates = Object.keys(doc.paths);
    const pattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const template of templates) {
      const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'domain' ? 'contract.example' : randomUUID()));
      // Every documented path the URL fits (a literal one like /posts/deleted fits /posts/{id} too).
      const fitting = templates.filter((other) => pattern(other).test(url)).map((other) => doc.paths[other]);
      const documented = METHODS.filter((m) => fitting.some((other) => other[m])).map((m) => m.toUpperCase());
      const expectedAllow = [...documented, ...(documented.includes('GET') ? ['HEAD'] : [])].sort();
      for (const method of METHODS.filter((m) => !fitting.some((other) => other[m]))) {
        const res = await t.http()[method](url);
        checked++;
        const allow = String(res.headers.allow ?? '')
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean)
          .sort();
        if (res.status !== 405 || res.body?.code !== 'HTTP.METHOD_NOT_ALLOWED' || allow.join() !== expectedAllow.join()) {
          wrong.push(
            `${method.toUpperCase()} ${template}: ${res.status} ${res.body?.code} Allow: ${allow.join(', ')} (documented ${expectedAllow.join(', ')})`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
