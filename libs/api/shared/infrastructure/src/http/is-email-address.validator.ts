import { EmailAddress } from '@fw/shared-field-limits';
import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * The product's one e-mail rule (`EmailAddress` of @fw/shared-field-limits, which the forms use
 * too) as a class-validator decorator. Runs after the DTO's trim transform. `allowBlank` lets an
 * empty or blank string through (saved as null).
 */
export function IsEmailAddress(options: { allowBlank?: boolean } = {}, validationOptions?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && ((options.allowBlank === true && value.trim() === '') || EmailAddress.isValid(value.trim())),
        defaultMessage: (args) => `${args?.property} must be a valid email address`,
      },
    },
    validationOptions,
  );
}
