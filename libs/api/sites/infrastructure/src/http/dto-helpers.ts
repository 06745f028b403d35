import { ValidateIf } from 'class-validator';

/** The field may be left out, but when sent it must not be null (unlike @IsOptional). */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

export const MAX_INT = 2_147_483_647;
