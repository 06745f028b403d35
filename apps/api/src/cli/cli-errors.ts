import { ConfigurationError } from '@fw/api-shared-infrastructure';

/** Prints what went wrong (a configuration error as it is, anything else with its message) and exits 1. */
export function exitWithError(error: unknown): never {
  process.stderr.write(`${error instanceof ConfigurationError ? error.message : `error: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
}
