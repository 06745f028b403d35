import { z } from 'zod';

/** Thrown at boot when the environment is wrong; names every bad variable. */
export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigurationError';
  }
}

/** Parses a slice of process.env with a zod object whose keys are the variable names. */
export function parseEnv<T extends z.ZodRawShape>(shape: T, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<T>> {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const value = env[key];
    input[key] = value === '' ? undefined : value;
  }
  const result = z.object(shape).safeParse(input);
  if (!result.success) {
    throw new ConfigurationError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}

export const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

export const intFromEnv = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .max(max)
    .optional()
    .transform((value) => value ?? fallback);
