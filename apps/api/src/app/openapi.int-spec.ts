import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { generateOpenApi } from '../cli/openapi';

const root = path.resolve(__dirname, '../../../..');

/** The generator is a build tool (tools/), not a library of the API: the test runs it as `npm run openapi` does. */
const generateApiTypes = (doc: unknown): string =>
  execFileSync(process.execPath, [path.join(root, 'tools/generate-api-types.cjs'), '--stdout'], { input: JSON.stringify(doc), encoding: 'utf8' });

describe('generated API contract files (run `npm run openapi` after changing an endpoint)', () => {
  let generated: unknown;
  beforeAll(async () => {
    generated = JSON.parse(await generateOpenApi());
  });

  it('openapi/openapi.json matches what the code generates', () => {
    const committed = fs.readFileSync(path.join(root, 'openapi/openapi.json'), 'utf8');
    expect(JSON.parse(committed)).toEqual(generated);
  });

  it('libs/shared/api-types matches the OpenAPI document', () => {
    const committed = fs.readFileSync(path.join(root, 'libs/shared/api-types/src/generated.ts'), 'utf8');
    expect(committed).toBe(generateApiTypes(generated));
  });
});

describe('the OpenAPI document says what the validation does (derived, not copied)', () => {
  type Schema = {
    $ref?: string;
    nullable?: boolean;
    required?: string[];
    additionalProperties?: unknown;
    properties?: Record<string, Schema>;
    items?: Schema;
    allOf?: Schema[];
    format?: string;
  };
  type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
  type Operation = {
    parameters?: Parameter[];
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema>; responses: Record<string, unknown> } };
  let operations: Array<[string, Operation]>;
  beforeAll(async () => {
    doc = JSON.parse(await generateOpenApi());
    operations = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([m, op]) => [`${m.toUpperCase()} ${p}`, op] as [string, Operation]),
    );
  });
  const refName = (s?: Schema): string | undefined =>
    s?.$ref ? s.$ref.split('/').pop() : s?.items ? refName(s.items) : s?.allOf ? refName(s.allOf[0]) : undefined;

  it('declares path ids as UUIDs (the ParseUUIDPipe of @UuidParam)', () => {
    // Not ids: a site's domain, a checkout session, a link's token, a share preview's blog page and post slug.
    const notIds = new Set(['domain', 'session_id', 'token', 'page', 'slug']);
    const params = operations.flatMap(([key, op]) => (op.parameters ?? []).filter((p) => p.in === 'path' && !notIds.has(p.name)).map((p) => [key, p] as const));
    expect(params.length).toBeGreaterThan(30);
    expect(params.filter(([, p]) => p.schema?.format !== 'uuid').map(([key, p]) => `${key} ${p.name}`)).toEqual([]);
  });

  it('closes every request body (and what it nests) with additionalProperties: false, as forbidNonWhitelisted refuses unknown fields', () => {
    const seen = new Set<string>();
    const visit = (name?: string) => {
      if (!name || seen.has(name)) return;
      seen.add(name);
      for (const prop of Object.values(doc.components.schemas[name].properties ?? {})) visit(refName(prop));
    };
    for (const [, op] of operations) visit(refName(op.requestBody?.content['application/json']?.schema));
    expect(seen.size).toBeGreaterThan(20);
    expect([...seen].filter((name) => doc.components.schemas[name].additionalProperties !== false)).toEqual([]);
    expect(seen).toContain('SectionChangeDto');
  });

  it('marks nullable exactly the fields @IsOptional lets null through, and required the ones without @IsOptional/@IsOmittable', () => {
    const client = doc.components.schemas.UpdateClientRequestDto;
    expect(client.properties?.role.nullable).toBeUndefined();
    expect(client.properties?.full_name.nullable).toBe(true);
    const section = doc.components.schemas.CreateSectionRequestDto;
    expect(section.required?.sort()).toEqual(['content_type', 'section_key', 'website_id']);
    expect(doc.components.schemas.UpdateSectionRequestDto.properties?.version.nullable).toBeUndefined();
  });

  it('lists each filter as its own query parameter, required where the list needs it; no catch-all `filters`', () => {
    const sections = doc.paths['/api/admin/sections'].get.parameters ?? [];
    expect(sections.find((p) => p.name === 'filters')).toBeUndefined();
    expect(sections.find((p) => p.name === 'website_id')).toMatchObject({ in: 'query', required: true, schema: { type: 'array', items: { format: 'uuid' } } });
    expect(
      operations.flatMap(([key, op]) => (op.parameters ?? []).filter((p) => p.name === 'filters' || p.name === 'X-Total-Count').map((p) => `${key} ${p.name}`)),
    ).toEqual([]);
  });

  it('documents every error answer with the error body, 400 wherever input is read, and 405 for a wrong method', () => {
    const wrong: string[] = [];
    for (const [key, op] of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (/^[45]/.test(status) && response.content?.['application/json']?.schema.$ref !== '#/components/schemas/ErrorResponseDto')
          wrong.push(`${key} ${status}`);
      }
      if ((op.requestBody || op.parameters?.some((p) => p.in === 'path')) && !op.responses['400']) wrong.push(`${key} has no 400`);
      // Any operation can meet a database outage or an exhausted pool (the error filter answers 503).
      if (!op.responses['503']) wrong.push(`${key} has no 503`);
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name.toLowerCase());
      if (new Set(headers).size !== headers.length) wrong.push(`${key} repeats a header: ${headers.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(doc.components.responses.MethodNotAllowed).toBeDefined();
  });
});
