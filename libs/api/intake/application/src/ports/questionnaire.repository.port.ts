import type { QuestionnaireAnswers, QuestionnaireSubmission } from '@fw/api-intake-domain';

/** Who may save progress, and on what: the conditions of the one-statement save. */
export interface DraftSaveGuard {
  /** presentedTokenHash of the caller's token: matches the resume or the reminder token hash. */
  tokenHash: string | null;
  /** The signed-in caller: matches client_id, and becomes it when unset. */
  userId: string | null;
  /** When given, the stored version must equal it. */
  version?: number;
  /** The draft must have been saved after this (not idle: isIdleDraft). */
  savedAfter: Date;
}

/** Questionnaire submissions. Calls made inside UnitOfWorkPort.run take part in its transaction. */
export abstract class QuestionnaireRepositoryPort {
  abstract findById(id: string): Promise<QuestionnaireSubmission | null>;
  /** Reads and row-locks (FOR UPDATE) until the unit of work ends; only inside UnitOfWorkPort.run. */
  abstract findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null>;
  /**
   * Saves progress as ONE statement: `update ... set <answers>, current_step, version + 1,
   * updated_at = now() where id = ? and status = 'draft' and <guard> returning ...`. Null when no
   * row matched (unknown, not allowed, not a draft, idle or at another version): the caller then
   * finds out which.
   */
  abstract saveDraftProgress(id: string, guard: DraftSaveGuard, answers: Partial<QuestionnaireAnswers>, currentStep?: number): Promise<QuestionnaireSubmission | null>;
  /** Stores a new submission (written when the unit of work commits). */
  abstract add(submission: QuestionnaireSubmission): void;
  /**
   * The questionnaire whose business e-mail is `email` (case-insensitive), not expired: the newest
   * completed one, else the newest draft. Null when none.
   */
  abstract findLatestByBusinessEmail(email: string): Promise<QuestionnaireSubmission | null>;
  /** Records the client account it belongs to, unless it already names one. Returns whether it changed. */
  /** Whether a completed questionnaire belongs to this client account. */
  abstract hasCompletedForClient(clientId: string): Promise<boolean>;
  abstract setClientIfUnset(id: string, clientId: string): Promise<boolean>;
}
