import type { QuestionnaireSubmission } from '@fw/api-intake-domain';

/** Questionnaire submissions. Calls made inside UnitOfWorkPort.run take part in its transaction. */
export abstract class QuestionnaireRepositoryPort {
  abstract findById(id: string): Promise<QuestionnaireSubmission | null>;
  /** Reads and row-locks (FOR UPDATE) until the unit of work ends; only inside UnitOfWorkPort.run. */
  abstract findByIdForUpdate(id: string): Promise<QuestionnaireSubmission | null>;
  /** Stores a new submission (written when the unit of work commits). */
  abstract add(submission: QuestionnaireSubmission): void;
}
