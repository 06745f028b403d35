import { OpenApiResponses } from './openapi-responses';

const error = { $ref: '#/components/schemas/ErrorResponseDto' };
const contract = new OpenApiResponses({
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingDto' } } } },
          404: { content: { 'application/json': { schema: error } } },
        },
      },
    },
    '/api/things/new': { post: { responses: { 204: {} } } },
    '/api/things/{id}/parts': { get: { responses: { 200: {} } } },
    '/api/things/deleted/parts': { delete: { responses: { 204: {} } } },
  },
  components: {
    schemas: {
      ErrorResponseDto: {
        type: 'object',
        required: ['statusCode', 'code', 'message'],
        properties: { statusCode: { type: 'number' }, code: { type: 'string' }, message: { type: 'string' } },
      },
      OwnerDto: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
      ThingDto: {
        type: 'object',
        required: ['id', 'owner', 'name'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          owner: { nullable: true, type: 'object', allOf: [{ $ref: '#/components/schemas/OwnerDto' }] },
          name: { type: 'string', nullable: true },
        },
      },
    },
    responses: { MethodNotAllowed: { content: { 'application/json': { schema: error } } } },
  },
});
const json = { 'content-type': 'application/json; charset=utf-8' };
const id = '6f1c1a52-3a55-4c3a-9c56-3e7f8f0f6a11';

describe('OpenApiResponses (the check every API e2e answer goes through)', () => {
  it('accepts a documented status with a matching body, null where the schema is nullable', () => {
    expect(contract.problem('GET', `/api/things/${id}?x=1`, { status: 200, headers: json, body: { id, owner: null, name: null } })).toBeNull();
    expect(contract.problem('GET', `/api/things/${id}`, { status: 200, headers: json, body: { id, owner: { id }, name: 'x' } })).toBeNull();
  });

  it('refuses a body that breaks the schema, saying where', () => {
    expect(contract.problem('GET', `/api/things/${id}`, { status: 200, headers: json, body: { id: 'nope', owner: null } })).toMatch(
      /must have required property 'name'; \/id must match format "uuid"/,
    );
  });

  it('routes by method first: a literal path without the method falls back to the template that has it', () => {
    expect(contract.problem('GET', '/api/things/deleted/parts', { status: 200, headers: {}, body: '' })).toBeNull();
    expect(contract.problem('DELETE', '/api/things/deleted/parts', { status: 204, headers: {}, body: '' })).toBeNull();
    expect(contract.problem('PUT', '/api/things/deleted/parts', { status: 404, headers: json, body: {} })).toMatch(/the contract says 405/);
  });

  it('refuses an undocumented status', () => {
    expect(contract.problem('GET', `/api/things/${id}`, { status: 500, headers: json, body: {} })).toMatch(/status not documented .*documented: 200, 404/);
  });

  it('prefers a literal segment over a parameter, and checks status only for answers without JSON', () => {
    expect(contract.problem('POST', '/api/things/new', { status: 204, headers: {}, body: {} })).toBeNull();
    expect(contract.problem('POST', '/api/things/new', { status: 200, headers: { 'content-type': 'text/html' }, body: '' })).toMatch(/status not documented/);
  });

  it('expects the error body for a method the path does not have, and ignores paths outside the document', () => {
    expect(contract.problem('DELETE', `/api/things/${id}`, { status: 404, headers: json, body: {} })).toMatch(/has no DELETE; the contract says 405/);
    expect(contract.problem('DELETE', `/api/things/${id}`, { status: 405, headers: json, body: {} })).toMatch(/does not match .*MethodNotAllowed/);
    expect(
      contract.problem('DELETE', `/api/things/${id}`, { status: 405, headers: json, body: { statusCode: 405, code: 'HTTP.METHOD_NOT_ALLOWED', message: 'x' } }),
    ).toBeNull();
    expect(contract.problem('GET', '/pricing', { status: 200, headers: {}, body: '' })).toBeNull();
  });
});
