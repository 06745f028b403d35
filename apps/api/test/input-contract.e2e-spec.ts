import { randomUUID } from 'node:crypto';
import { liveOperations, OpenApiDocument, Operation, seedActor } from './support/openapi-operations';
import { createTestApp, TestApp } from '@fw/api-testing';

/** Path parameters that are not row ids (looked up by value; unknown values are 404). */
// A share preview's page number and post address are words of its URL, not ids.
const NOT_IDS = new Set(['domain', 'session_id', 'token', 'page', 'slug']);

/**
 * TEST-CATALOGUE input.ids and input.unknown-fields over every operation of the live OpenAPI
 * document, so a new route is covered the day it lands: an id that is not a UUID is a 400 (never
 * a 404 from a lookup or a 500 from PostgreSQL), and a JSON body with a field the operation does
 * not know is a 400 naming that field.
 */
describe('input contract of every operation', () => {
  let t: TestApp;
  let ops: Operation[];
  let doc: OpenApiDocument;
  let admin: string;

  beforeAll(async () => {
    ({ ops, doc } = await liveOperations());
    t = await createTestApp();
    admin = (await seedActor(t, 'admin')).authorization;
  }, 60_000);
  afterAll(() => t?.close());

  /** As the admin (past every sign-in and role check), each call on its own rate-limit budget. */
  async function call(op: Operation, url: string, body?: unknown): Promise<{ status: number; fields: string[] }> {
    await t.sql('delete from rate_limit_hits');
    let req = t.http()[op.method](url).set('Authorization', admin);
    if (body !== undefined) req = req.send(body as object);
    const res = await req;
    return { status: res.status, fields: Object.keys(res.body?.details?.fields ?? {}) };
  }

  it('answers 400 for a path id that is not a UUID', async () => {
    const withIds = ops.filter((op) => op.pathParams.some((p) => !NOT_IDS.has(p)));
    expect(withIds.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const op of withIds) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (NOT_IDS.has(name) ? 'x' : 'not-a-uuid'));
      const res = await call(op, url, op.jsonBody ? {} : undefined);
      if (res.status !== 400) wrong.push(`${op.key}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 naming an unknown body field on every operation that takes JSON', async () => {
    const withBodies = ops.filter((op) => op.jsonBody);
    expect(withBodies.length).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const op of withBodies) {
      const res = await call(
        op,
        op.path.replace(/\{[^}]+\}/g, () => randomUUID()),
        { zz_unknown_field: 1 },
      );
      if (res.status !== 400 || !res.fields.includes('zz_unknown_field')) wrong.push(`${op.key}: ${res.status} [${res.fields.join(', ')}]`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses null for every body field the document does not call nullable, and takes it where it does', async () => {
    type Schema = { $ref?: string; nullable?: boolean; properties?: Record<string, Schema> };
    const schemas = (doc as unknown as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const bodyOf = (op: Operation) => {
      const ref = (doc.paths[op.path][op.method]?.requestBody?.content?.['application/json'] as { schema?: Schema } | undefined)?.schema?.$ref;
      return ref ? schemas[ref.split('/').pop() ?? ''] : undefined;
    };
    const wrong: string[] = [];
    let nullable = 0;
    let notNullable = 0;
    for (const op of ops.filter((o) => o.jsonBody)) {
      const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const [field, schema] of Object.entries(bodyOf(op)?.properties ?? {})) {
        const res = await call(op, url, { [field]: null });
        const named = res.fields.includes(field);
        if (schema.nullable ? named : res.status !== 400 || !named)
          wrong.push(`${op.key} ${field}=null (nullable: ${!!schema.nullable}): ${res.status} [${res.fields.join(', ')}]`);
        if (schema.nullable) nullable++;
        else notNullable++;
      }
    }
    expect(wrong).toEqual([]);
    expect(nullable).toBeGreaterThan(5);
    expect(notNullable).toBeGreaterThan(20);
  });

  it('answers 400 for a body that is not JSON on every operation that takes JSON', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.jsonBody)) {
      await t.sql('delete from rate_limit_hits');
      const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      const res = await t.http()[op.method](url).set('Authorization', admin).set('Content-Type', 'application/json').send('{"name": ');
      if (res.status !== 400 || res.body?.code !== 'REQUEST.MALFORMED_JSON') wrong.push(`${op.key}: ${res.status} ${res.body?.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 for a body that is text or a form rather than JSON, and 2xx/4xx as usual without a body', async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.jsonBody)) {
      const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const [type, body] of [
        ['text/plain', '{}'],
        ['application/x-www-form-urlencoded', 'name=x'],
      ]) {
        await t.sql('delete from rate_limit_hits');
        const res = await t.http()[op.method](url).set('Authorization', admin).set('Content-Type', type).send(body);
        if (res.status !== 400 || res.body?.code !== 'REQUEST.NOT_JSON') wrong.push(`${op.key} (${type}): ${res.status} ${res.body?.code}`);
      }
    }
    expect(wrong).toEqual([]);
    // A body-less POST (the sign-out, e-mail retry) is not refused for lack of a type.
    await t.http().post('/api/auth/sign-out').expect(204);
  });

  it('answers 400 REQUEST.TOO_DEEP for a deeply nested body on every operation that takes JSON, signed in or not', async () => {
    const deep = `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.jsonBody)) {
      const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      for (const authorization of [admin, undefined]) {
        await t.sql('delete from rate_limit_hits');
        let req = t.http()[op.method](url).set('Content-Type', 'application/json');
        if (authorization) req = req.set('Authorization', authorization);
        const res = await req.send(deep);
        if (res.status !== 400 || res.body?.code !== 'REQUEST.TOO_DEEP')
          wrong.push(`${op.key}${authorization ? '' : ' (anonymous)'}: ${res.status} ${res.body?.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still reads a body nested as deep as the limit (the unknown field is named, not refused for depth)', async () => {
    const atLimit = `{"zz_unknown_field":${'['.repeat(31)}${']'.repeat(31)}}`;
    const res = await t.http().post('/api/contact').set('Content-Type', 'application/json').send(atLimit);
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe('REQUEST.TOO_DEEP');
    expect(Object.keys(res.body.details?.fields ?? {})).toContain('zz_unknown_field');
  });
});
