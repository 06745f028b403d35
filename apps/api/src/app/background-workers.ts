import type { INestApplication } from '@nestjs/common';

/** Starts long-running workers (e-mail outbox delivery) once the app is ready. */
export async function startBackgroundWorkers(_app: INestApplication): Promise<void> {
  // Filled in by the mail context (outbox worker).
}
