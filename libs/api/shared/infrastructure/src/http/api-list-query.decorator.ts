import { applyDecorators } from '@nestjs/common';
import { ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';
import { LIST_TEXT_MAX, ListField, ListSpec } from './simple-rest-query';

/** The value schema of one filter, as planListQuery coerces it. */
export function listFieldSchema(field: ListField): SchemaObject {
  switch (field.type) {
    case 'uuid':
      return { type: 'string', format: 'uuid' };
    case 'number':
      // Whole numbers only (amounts in cents): the columns are integers.
      return { type: 'integer' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    default:
      return { type: 'string', maxLength: LIST_TEXT_MAX };
  }
}

/**
 * Documents the simple-rest list parameters a resource accepts, from the same whitelist that
 * planListQuery enforces: one query parameter per filter (`field` repeatable for "any of",
 * `field_ne|_gte|_lte`, `field_null` on nullable fields and `field_like` on text), paging, sorting and `q`. The X-Total-Count
 * response header is added to the 200 answer by the document builder (it owns the responses).
 */
export function ApiListQuery(spec: ListSpec) {
  const fields = Object.entries(spec.fields);
  const sortable = fields.filter(([, f]) => f.sortable).map(([n]) => n);
  const filters = fields
    .filter(([, f]) => f.filterable)
    .flatMap(([name, field]) => {
      const schema = listFieldSchema(field);
      const params = [
        ApiQuery({
          name,
          required: !!field.required,
          style: 'form',
          explode: true,
          schema: { type: 'array', items: schema, minItems: 1 },
          description: `${name} equals (repeat for any of)`,
        }),
        ApiQuery({ name: `${name}_ne`, required: false, schema }),
        ApiQuery({ name: `${name}_gte`, required: false, schema }),
        ApiQuery({ name: `${name}_lte`, required: false, schema }),
      ];
      if (field.nullable)
        params.push(ApiQuery({ name: `${name}_null`, required: false, enum: ['true', 'false'], description: `true: ${name} is empty; false: it is set` }));
      if (field.type === 'string')
        params.push(
          ApiQuery({
            name: `${name}_like`,
            required: false,
            schema: { type: 'string', maxLength: LIST_TEXT_MAX },
            description: `${name} contains (case-insensitive)`,
          }),
        );
      return params;
    });
  return applyDecorators(
    ApiQuery({ name: '_start', required: false, schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } }),
    ApiQuery({ name: '_end', required: false, schema: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, description: 'Not less than _start' }),
    ApiQuery({ name: '_sort', required: false, enum: sortable }),
    ApiQuery({ name: '_order', required: false, enum: ['asc', 'desc'] }),
    ApiQuery({ name: 'q', required: false, schema: { type: 'string' }, description: 'Case-insensitive search' }),
    ...filters,
    ApiResponse({ status: 400, type: ErrorResponseDto, description: 'Bad list parameters' }),
  );
}
