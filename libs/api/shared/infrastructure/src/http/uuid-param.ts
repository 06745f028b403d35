import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { ValidationError } from '@fw/api-shared-domain';

/**
 * `@UuidParam('id')`: a path id that is not a UUID answers 400, never reaches the database. The
 * same decorator documents the parameter as `format: uuid`, so the check and the contract agree.
 */
export function UuidParam(name: string): ParameterDecorator {
  const param = Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new ValidationError('REQUEST.INVALID_ID', `${name} must be a UUID`, { [name]: [`${name} must be a UUID`] }),
    }),
  );
  const doc = ApiParam({ name, required: true, schema: { type: 'string', format: 'uuid' } });
  return (target, key, index) => {
    param(target, key, index);
    if (key !== undefined) doc(target, key, { value: (target as Record<string | symbol, unknown>)[key] });
  };
}
