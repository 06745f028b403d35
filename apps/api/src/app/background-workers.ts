import { Logger, type INestApplication } from '@nestjs/common';
import { AbandonedSignUpSweeper } from '@fw/api-accounts-infrastructure';
import { EmailBodyRetentionSweeper, OutboxWorker } from '@fw/api-mail-infrastructure';
import { DraftExpirySweeper } from '@fw/api-intake-infrastructure';
import { DomainCheckSweeper, RevisionPruneSweeper } from '@fw/api-sites-infrastructure';
import { MediaJobsWorker } from '@fw/api-media-infrastructure';

/**
 * Starts long-running workers (e-mail outbox delivery) once the app is ready. They stop on their
 * own when the app closes (shutdown hooks), before the database pool does. Tests build the app
 * with createApp and never call this, so no worker runs unless a test starts one.
 */
export async function startBackgroundWorkers(app: INestApplication): Promise<void> {
  // Safe on every replica at once (see DraftExpirySweeper); QUESTIONNAIRE_EXPIRY_SWEEP_SECONDS=0 turns it off here.
  app.get(DraftExpirySweeper).start();
  // The same for the history's retention (REVISIONS_PRUNE_SWEEP_SECONDS=0 turns it off here).
  app.get(RevisionPruneSweeper).start();
  // And for e-mail texts (MAIL_BODY_RETENTION_SWEEP_SECONDS=0 turns it off here).
  app.get(EmailBodyRetentionSweeper).start();
  // And for sign-ups nobody finished (AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS=0 turns it off here).
  app.get(AbandonedSignUpSweeper).start();
  // Custom domains go live on their own once their DNS points here (SITES_DNS_CHECK_SECONDS=0 turns it off here).
  app.get(DomainCheckSweeper).start();
  // Image variants from the job queue, each job on one replica only (MEDIA_WORKER_CONCURRENCY=0 turns it off here).
  await app.get(MediaJobsWorker).start();
  const outbox = app.get(OutboxWorker);
  if (!outbox.enabled) {
    new Logger('Workers').log('e-mail outbox worker disabled here (MAIL_WORKER_ENABLED=false)');
    return;
  }
  outbox.start();
}
