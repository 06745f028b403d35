import { ValidationError as ClassValidatorError, ValidationPipe } from '@nestjs/common';
import { ValidationError } from '@fw/api-shared-domain';

// Rules that an empty string breaks only because the field must not be empty.
const NOT_EMPTY_RULES = ['isLength', 'minLength', 'isNotEmpty'];

/**
 * A field that was left out (or sent empty where it may not be) reads "x is required" rather than
 * every rule its absence breaks ("email must be shorter than or equal to 254 characters" for an
 * e-mail that was never typed). Unknown fields keep their own message.
 */
export function fieldMessages(field: string, error: Pick<ClassValidatorError, 'value' | 'constraints'>): string[] {
  const constraints = error.constraints ?? {};
  if ('whitelistValidation' in constraints) return Object.values(constraints);
  const missing = error.value === undefined;
  const empty = error.value === '' && NOT_EMPTY_RULES.some((rule) => rule in constraints);
  return missing || empty ? [`${field} is required`] : Object.values(constraints);
}

function collect(errors: ClassValidatorError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[field] = fieldMessages(field, error);
    if (error.children?.length) collect(error.children, field, out);
  }
  return out;
}

/**
 * How request bodies and query DTOs are checked. The OpenAPI document reads the same object: when
 * unknown fields are refused, every request body schema says `additionalProperties: false`.
 */
export const REQUEST_VALIDATION = { whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: false } as const;

/** How many failing fields an answer lists at most (the first ones). */
export const MAX_FIELDS_LISTED = 20;

/** Strict validation: unknown fields are refused, and the failing fields are listed (MAX_FIELDS_LISTED). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...REQUEST_VALIDATION,
    exceptionFactory: (errors) => {
      const all = collect(errors);
      const first = Object.values(all)[0]?.[0] ?? 'Invalid request';
      // A body full of unknown keys must not buy an answer as large as itself.
      const fields = Object.fromEntries(Object.entries(all).slice(0, MAX_FIELDS_LISTED));
      return new ValidationError('REQUEST.VALIDATION', first, fields);
    },
  });
}
