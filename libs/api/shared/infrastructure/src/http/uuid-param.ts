import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ValidationError } from '@fw/api-shared-domain';

/** `@UuidParam('id')`: a path id that is not a UUID answers 400, never reaches the database. */
export function UuidParam(name: string): ParameterDecorator {
  return Param(
    name,
    new ParseUUIDPipe({
      exceptionFactory: () => new ValidationError('REQUEST.INVALID_ID', `${name} must be a UUID`, { [name]: [`${name} must be a UUID`] }),
    }),
  );
}
