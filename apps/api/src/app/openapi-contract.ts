import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { REQUEST_VALIDATION } from '@fw/api-shared-infrastructure';

/**
 * Makes the generated OpenAPI document say what the running validation does, from the same
 * metadata the ValidationPipe reads (class-validator) rather than from hand-kept copies:
 * - request bodies: `required` = properties without @IsOptional/@IsOmittable, `nullable` = the
 *   properties @IsOptional lets null through, `additionalProperties: false` because the pipe
 *   refuses unknown fields; a property validated but not documented (or the reverse) is an error;
 * - every documented 4xx and 5xx answers the shared error body; 400 wherever input is validated, 413
 *   wherever a JSON body is read, 503 everywhere (a database outage); a wrong method on a known
 *   path answers 405;
 * - a header parameter appears once (HTTP header names are case-insensitive);
 * - list operations document their X-Total-Count response header.
 */
export function applyContract(app: INestApplication, doc: OpenAPIObject, operationId: (controller: string, method: string) => string): OpenAPIObject {
  const operations = new Map<string, OperationObject>();
  for (const item of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op?.operationId) operations.set(op.operationId, op);
    }
  }
  const schemas = (doc.components ??= {}).schemas ?? {};
  const done = new Set<string>();
  for (const { controller, method, body, query } of routes(app, operations, operationId)) {
    const op = operations.get(operationId(controller.name, method));
    if (!op) continue;
    if (body) describeRequestBody(schemas, body, done);
    if (query) describeQuery(op, query);
  }
  for (const item of Object.values(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) completeOperation(op);
    }
  }
  doc.components.responses = {
    ...doc.components.responses,
    MethodNotAllowed: {
      description: 'The path exists but not with this method; the Allow header lists the methods it has. Answered by every documented path.',
      headers: { Allow: { description: 'Methods of this path, e.g. `GET, PATCH`', schema: { type: 'string' } } },
      content: { 'application/json': { schema: errorRef } },
    },
  };
  return doc;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const errorRef: ReferenceObject = { $ref: '#/components/schemas/ErrorResponseDto' };
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (field messages in details.fields)',
  413: 'Request body too large',
  503: 'Temporarily unavailable: the database cannot be reached, is out of space or has no free connection; try again',
};

interface Route {
  controller: Type;
  method: string;
  body?: Type;
  /** A query DTO (`@Query() query: Dto`), validated by the same pipe. */
  query?: Type;
}

/**
 * Every documented controller method with the DTO classes of its whole body and whole query, found
 * from the document itself: the operation's request body names its DTO schema, and the handler's
 * parameter types (TypeScript's decorator metadata) hold the class of that name; a query DTO is the
 * parameter class whose validated properties are all documented query parameters.
 */
function* routes(
  app: INestApplication,
  operations: Map<string, OperationObject>,
  operationId: (controller: string, method: string) => string,
): Generator<Route> {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const method of Object.getOwnPropertyNames(proto)) {
        if (method === 'constructor' || typeof proto[method] !== 'function') continue;
        const op = operations.get(operationId(controller.name, method));
        if (!op) continue;
        const types = ((Reflect.getMetadata('design:paramtypes', proto, method) ?? []) as unknown[]).filter(isDtoClass);
        const bodyName = op.requestBody && !('$ref' in op.requestBody) ? refName(op.requestBody.content['application/json']?.schema) : undefined;
        const body = bodyName ? types.find((type) => type.name === bodyName) : undefined;
        const queryNames = new Set(
          (op.parameters ?? [])
            .filter(isParameter)
            .filter((p) => p.in === 'query')
            .map((p) => p.name),
        );
        const query = types.find((type) => {
          if (type === body) return false;
          const names = [...validatedProperties(type).keys()];
          return names.length > 0 && names.every((name) => queryNames.has(name));
        });
        yield { controller, method, body, query };
      }
    }
  }
}

const NOT_DTOS: unknown[] = [Object, String, Number, Boolean, Array, Date];
function isDtoClass(type: unknown): type is Type {
  return typeof type === 'function' && !NOT_DTOS.includes(type);
}

interface ValidatedProperty {
  optional: boolean;
  nullable: boolean;
  nested: boolean;
  /** The value rules (`@Matches`, `@MaxLength`, `@IsIn`...), with `each` for list entries. */
  rules: Array<{ name: string; constraints: unknown[]; each: boolean }>;
}

/** How class-validator treats each property of a DTO: whether it may be left out, be null, and its rules. */
function validatedProperties(dto: Type): Map<string, ValidatedProperty> {
  const props = new Map<string, ValidatedProperty>();
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false)) {
    const prop = props.get(meta.propertyName) ?? { optional: false, nullable: false, nested: false, rules: [] };
    if (meta.type === ValidationTypes.CUSTOM_VALIDATION && meta.constraintCls) {
      const name = getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls)[0]?.name;
      if (name) prop.rules.push({ name, constraints: meta.constraints ?? [], each: !!meta.each });
    }
    if (meta.type === ValidationTypes.CONDITIONAL_VALIDATION) {
      // @IsOptional skips every rule for null and undefined; @ValidateIf (our @IsOmittable) only
      // for what its condition says, which for documentation purposes means "may be left out".
      prop.optional = true;
      if (meta.name === 'isOptional') prop.nullable = true;
    }
    if (meta.type === ValidationTypes.NESTED_VALIDATION) prop.nested = true;
    props.set(meta.propertyName, prop);
  }
  return props;
}

function refName(schema: SchemaObject | ReferenceObject | undefined): string | undefined {
  if (!schema) return undefined;
  if ('$ref' in schema) return schema.$ref.split('/').pop();
  if (schema.items) return refName(schema.items);
  if (schema.allOf?.length === 1) return refName(schema.allOf[0]);
  return undefined;
}

/** The class a nested property holds, as @ApiProperty({ type }) names it. */
function nestedClass(dto: Type, property: string): Type | undefined {
  const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, property) as { type?: unknown } | undefined;
  let type = meta?.type;
  if (Array.isArray(type)) type = type[0];
  if (typeof type !== 'function') return undefined;
  // `type: () => Dto` (a lazy reference) has no prototype of its own.
  return ((type as { prototype?: unknown }).prototype ? type : (type as () => unknown)()) as Type;
}

function describeRequestBody(schemas: Record<string, SchemaObject | ReferenceObject>, dto: Type, done: Set<string>): void {
  if (done.has(dto.name)) return;
  done.add(dto.name);
  const schema = schemas[dto.name] as SchemaObject | undefined;
  if (!schema) throw new Error(`OpenAPI: request body ${dto.name} has no schema`);
  const validated = validatedProperties(dto);
  const documented = schema.properties ?? {};
  const undocumented = [...validated.keys()].filter((name) => !(name in documented));
  const unvalidated = Object.keys(documented).filter((name) => !validated.has(name));
  if (undocumented.length || unvalidated.length) {
    throw new Error(
      `OpenAPI: ${dto.name} documents what is not validated (${unvalidated.join(', ') || 'none'}) ` +
        `or validates what is not documented (${undocumented.join(', ') || 'none'})`,
    );
  }
  const required: string[] = [];
  for (const [name, rules] of validated) {
    if (!rules.optional) required.push(name);
    let property = documented[name] as SchemaObject | ReferenceObject;
    if (!('$ref' in property)) applyRules(property, rules.rules);
    if ('$ref' in property && rules.nullable) property = documented[name] = { allOf: [property], nullable: true };
    else if (!('$ref' in property)) {
      if (rules.nullable) property.nullable = true;
      else delete property.nullable;
    }
    if (rules.nested) {
      const nested = nestedClass(dto, name);
      if (!nested || nested.name !== refName(property)) throw new Error(`OpenAPI: ${dto.name}.${name} is validated as nested but documents no DTO type`);
      describeRequestBody(schemas, nested, done);
    }
  }
  if (required.length) schema.required = required;
  else delete schema.required;
  if (REQUEST_VALIDATION.forbidNonWhitelisted) schema.additionalProperties = false;
}

/** Query parameters read through a DTO: required and value rules from its validation. */
function describeQuery(op: OperationObject, dto: Type): void {
  const validated = validatedProperties(dto);
  for (const param of (op.parameters ?? []).filter(isParameter)) {
    const rules = param.in === 'query' ? validated.get(param.name) : undefined;
    if (!rules) continue;
    param.required = !rules.optional;
    const schema = (param.schema ??= { type: 'string' });
    if (!('$ref' in schema)) applyRules(schema, rules.rules);
  }
}

/**
 * The value rules class-validator runs, written as the JSON-schema keywords that say the same:
 * a client that keeps to the document is not refused for a rule the document did not state.
 */
function applyRules(property: SchemaObject, rules: ValidatedProperty['rules']): void {
  for (const rule of rules) {
    const target = rule.each && property.type === 'array' && property.items && !('$ref' in property.items) ? property.items : property;
    const [first, second] = rule.constraints as [unknown, unknown];
    switch (rule.name) {
      case 'matches':
        if (first instanceof RegExp) target.pattern = first.source;
        else if (typeof first === 'string') target.pattern = first;
        break;
      case 'isNotEmpty':
        if (target.type !== 'string') break;
        // Our DTOs trim before validating, so blank text is empty too.
        target.minLength = Math.max(target.minLength ?? 0, 1);
        target.pattern ??= '\\S';
        break;
      case 'maxLength':
        target.maxLength = Math.min(target.maxLength ?? Infinity, first as number);
        break;
      case 'minLength':
        target.minLength = Math.max(target.minLength ?? 0, first as number);
        break;
      case 'isLength':
        if (typeof first === 'number') target.minLength = Math.max(target.minLength ?? 0, first);
        if (typeof second === 'number') target.maxLength = Math.min(target.maxLength ?? Infinity, second);
        break;
      case 'isUuid':
        target.format = 'uuid';
        break;
      case 'isIso8601':
        // ISO 8601 as the document can say it: a calendar date or an RFC 3339 date-time, unless the
        // DTO already names the one it takes.
        if (target.format === 'date' || target.format === 'date-time') break;
        delete target.type;
        delete target.format;
        target.oneOf = [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ];
        break;
      case 'isEmailAddress':
        target.format = 'email';
        break;
      case 'isIn':
        if (!target.enum) target.enum = (first as unknown[]).filter((v) => v !== '');
        break;
      case 'isInt':
        target.type = 'integer';
        break;
      case 'min':
        target.minimum = Math.max(target.minimum ?? -Infinity, first as number);
        break;
      case 'max':
        target.maximum = Math.min(target.maximum ?? Infinity, first as number);
        break;
      case 'arrayMaxSize':
        property.maxItems = Math.min(property.maxItems ?? Infinity, first as number);
        break;
      case 'arrayMinSize':
        property.minItems = Math.max(property.minItems ?? 0, first as number);
        break;
    }
  }
}

function isParameter(p: ParameterObject | ReferenceObject): p is ParameterObject {
  return !('$ref' in p);
}

function completeOperation(op: OperationObject): void {
  // One entry per header: Nest's @Headers('idempotency-key') and @ApiHeader({ name: 'Idempotency-Key' })
  // describe the same header; the documented one (with its description) wins.
  const params = (op.parameters ?? []).filter(isParameter);
  const byKey = new Map<string, ParameterObject>();
  for (const p of params) {
    if (p.in === 'header' && p.name.toLowerCase() === 'x-total-count') continue;
    const key = `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
    const seen = byKey.get(key);
    if (!seen || (!seen.description && p.description)) byKey.set(key, { ...seen, ...p, required: p.description || !seen ? p.required : seen.required });
  }
  const merged = [...byKey.values()];
  if (merged.length) op.parameters = merged;
  else delete op.parameters;

  const responses = op.responses;
  if (merged.some((p) => p.name === '_start' && p.in === 'query')) {
    const ok = responses['200'] as ResponseObject | undefined;
    if (ok) ok.headers = { ...ok.headers, 'X-Total-Count': { description: 'Rows matching the filters, for paging', schema: { type: 'integer', minimum: 0 } } };
  }
  const validatesInput = !!op.requestBody || merged.some((p) => p.in === 'path' || p.in === 'query');
  if (validatesInput) responses['400'] ??= { description: ERROR_DESCRIPTIONS[400] };
  if (op.requestBody) responses['413'] ??= { description: ERROR_DESCRIPTIONS[413] };
  // The error filter answers any operation 503 when the database is unreachable, out of disk or has
  // no free connection within its wait (SERVICE.UNAVAILABLE, SERVICE.STORAGE_FULL).
  responses['503'] ??= { description: ERROR_DESCRIPTIONS[503] };
  for (const [status, response] of Object.entries(responses)) {
    if (!response || !/^[45]\d\d$/.test(status) || '$ref' in response) continue;
    response.content = { 'application/json': { schema: errorRef } };
  }
}
