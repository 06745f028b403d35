import type { ConfigFactory } from '@nestjs/config';
import { ConfigurationError } from '@fw/api-shared-infrastructure';

/**
 * Runs every module's config factory before anything starts (database, Nest), collecting the
 * problems of all of them: a bad variable then stops the start with one sentence naming it,
 * instead of Nest's exception handler printing a stack trace while it builds the module.
 */
export async function assertConfiguration(factories: ConfigFactory[]): Promise<void> {
  const problems: string[] = [];
  for (const factory of factories) {
    try {
      await factory();
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new ConfigurationError(problems);
}
