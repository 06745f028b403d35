import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, but when sent it must not be null (unlike @IsOptional, which lets
 * null through). The OpenAPI document marks @IsOptional fields nullable and these not.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}
