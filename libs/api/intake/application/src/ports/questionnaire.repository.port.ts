import type { QuestionnaireSubmission } from '@fw/api-intake-domain';

/** Questionnaire submissions. Calls made inside UnitOfWorkPort.run take part in its transaction. */
export abstract class QuestionnaireRepositoryPort {
  abstract findById(id: string): Promise<QuestionnaireSubmission | null>;
  /** Reads and row-locks (FOR UPDATE) until the unit of work ends; only inside UnitOfWorkPort.run. */
  abstract findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null>;
  /**
   * Writes a loaded submission's progress (answers, step, version, owner, updated_at) only if the
   * stored row is still a draft at `readVersion` (optimistic concurrency: `update … where version
   * = $n`). False when another save got there first; the caller reloads and decides.
   */
  abstract saveProgress(submission: QuestionnaireSubmission, readVersion: number): Promise<boolean>;
  /** The submission whose upload link has this token hash; `forUpdate` row-locks it (inside UnitOfWorkPort.run only). */
  abstract findByUploadTokenHash(hash: string, forUpdate: boolean): Promise<QuestionnaireSubmission | null>;
  /** Stores a new submission (written when the unit of work commits). */
  abstract add(submission: QuestionnaireSubmission): void;
  /** The newest questionnaire the client account owns, not expired (completed ones first). Null when none. */
  abstract findLatestOwnedBy(clientId: string): Promise<QuestionnaireSubmission | null>;
  /** Records the client account it belongs to, unless it already names one. Returns whether it changed. */
  /** Whether a completed questionnaire belongs to this client account. */
  abstract hasCompletedForClient(clientId: string): Promise<boolean>;
  abstract setClientIfUnset(id: string, clientId: string): Promise<boolean>;
}
