import { ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from '@fw/api-shared-domain';

function collect(errors: ClassValidatorError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[field] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, field, out);
  }
  return out;
}

/** Strict validation: unknown fields are refused, and every failing field is listed. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const first = Object.values(fields)[0]?.[0] ?? 'Invalid request';
      return new ValidationError('REQUEST.VALIDATION', first, fields);
    },
  });
}
