import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';
import { ListSpec } from './simple-rest-query';

/** Documents the simple-rest list parameters a resource accepts, from its whitelist. */
export function ApiListQuery(spec: ListSpec) {
  const fields = Object.entries(spec.fields);
  const sortable = fields.filter(([, f]) => f.sortable).map(([n]) => n);
  const filterable = fields.filter(([, f]) => f.filterable).map(([n]) => n);
  return applyDecorators(
    ApiQuery({ name: '_start', required: false, type: Number }),
    ApiQuery({ name: '_end', required: false, type: Number }),
    ApiQuery({ name: '_sort', required: false, enum: sortable }),
    ApiQuery({ name: '_order', required: false, enum: ['asc', 'desc'] }),
    ApiQuery({ name: 'q', required: false, type: String, description: 'Case-insensitive search' }),
    ApiQuery({
      name: 'filters',
      required: false,
      description: `Filters: ${filterable.join(', ') || 'none'} (with _ne, _gte, _lte, _like suffixes)`,
      style: 'form',
      explode: true,
      schema: { type: 'object', additionalProperties: { type: 'string' } },
    }),
    ApiHeader({ name: 'X-Total-Count', description: 'Total rows matching the filters (response header)', required: false }),
    ApiResponse({ status: 400, type: ErrorResponseDto, description: 'Bad list parameters' }),
  );
}
