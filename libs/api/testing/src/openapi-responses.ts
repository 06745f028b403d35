import fs from 'node:fs';
import path from 'node:path';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Checks an answer of the API against openapi/openapi.json: the operation (method + path
 * template) must document the status, and a JSON body must match the documented schema. A
 * method a documented path does not have must answer 405 with the error body. Paths the document
 * does not describe (the web pages, /api/docs) are not the contract's business.
 */
export interface ContractAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

type Schema = Record<string, unknown>;
interface ResponseObject {
  content?: Record<string, { schema?: Schema }>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, ResponseObject> };
}

const DOC_ID = 'openapi';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** OpenAPI 3.0 schema → JSON Schema: `nullable` becomes a null type, refs point into the registered document. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (!value || typeof value !== 'object') return value;
  const out: Schema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'example' || key === 'nullable') continue;
    out[key] =
      key === '$ref' && typeof v === 'string'
        ? `${DOC_ID}${v}`
        : key === 'properties'
          ? Object.fromEntries(Object.entries(v as Schema).map(([k, s]) => [k, toJsonSchema(s)]))
          : toJsonSchema(v);
  }
  if ((value as Schema).nullable !== true) return out;
  const composed = ['$ref', 'allOf', 'anyOf', 'oneOf'].some((key) => key in out);
  if (typeof out.type === 'string' && !composed) {
    out.type = [out.type, 'null'];
    if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
    return out;
  }
  // `{ nullable, type: object, allOf: [$ref] }` (how Nest's swagger writes a nullable DTO): null or the DTO.
  delete out.type;
  return { anyOf: [out, { type: 'null' }] };
}

function templateRegex(template: string): RegExp {
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}

export class OpenApiResponses {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly templates: Array<{ template: string; regex: RegExp }>;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DOC_ID, components: toJsonSchema(doc.components) }, DOC_ID);
    // Literal segments win over parameters (`/admin/clients/{id}` after `/admin/clients/new`).
    this.templates = Object.keys(doc.paths)
      .map((template) => ({ template, regex: templateRegex(template) }))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  static fromFile(file = path.resolve(__dirname, '../../../../openapi/openapi.json')): OpenApiResponses {
    return new OpenApiResponses(JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument);
  }

  /** Why the answer breaks the contract, or null when it keeps it (or is outside it). */
  problem(method: string, url: string, answer: ContractAnswer): string | null {
    const verb = method.toLowerCase();
    const pathname = new URL(url, 'http://contract.test').pathname;
    const matches = this.templates.filter(({ regex }) => regex.test(pathname));
    const where = `${method.toUpperCase()} ${pathname} -> ${answer.status}`;
    if (!matches.length) return null;
    // The router routes by method first: PATCH /posts/deleted is PATCH /posts/{id} when only
    // GET /posts/deleted is literal.
    const match = matches.find(({ template }) => this.doc.paths[template][verb]) ?? matches[0];
    const item = this.doc.paths[match.template];
    if (verb === 'head' || verb === 'options') return null;
    if (!item[verb]) {
      // A wrong method on a documented path answers 405 (apps/api/src/app/api-not-found.ts).
      if (answer.status !== 405) return `${where}: ${match.template} has no ${verb.toUpperCase()}; the contract says 405`;
      return this.checkBody(where, 'components/responses/MethodNotAllowed', this.doc.components.responses?.MethodNotAllowed, answer);
    }
    const responses = item[verb].responses;
    const key = String(answer.status);
    const documented = responses[key] ?? responses[`${key[0]}XX`] ?? responses.default;
    if (!documented)
      return `${where}: status not documented for ${verb.toUpperCase()} ${match.template} (documented: ${Object.keys(responses).join(', ')}) ${bodyText(answer)}`;
    return this.checkBody(where, `paths/${match.template}/${verb}/responses/${key}`, documented, answer);
  }

  private checkBody(where: string, pointer: string, response: ResponseObject | undefined, answer: ContractAnswer): string | null {
    const contentType = String(answer.headers['content-type'] ?? '');
    // HTML pages, 204 and 304 carry no JSON: their status is all the contract says.
    if (!contentType.includes('application/json') || answer.status === 204 || answer.status === 304) return null;
    const schema = response?.content?.['application/json']?.schema;
    if (!schema) return `${where}: answers JSON but ${pointer} documents no JSON body ${bodyText(answer)}`;
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as Schema);
      this.validators.set(pointer, validate);
    }
    if (validate(answer.body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    return `${where}: body does not match ${pointer}: ${errors.join('; ')} ${bodyText(answer)}`;
  }
}

function bodyText(answer: ContractAnswer): string {
  const text = answer.text ?? JSON.stringify(answer.body);
  return text ? `— ${text.slice(0, 300)}` : '';
}

export const CONTRACT_METHODS = METHODS;
