import { ConflictError, NotFoundError, ValidationError } from '@fw/api-shared-domain';

/** Also answered for a wrong or missing resume token, so ids cannot be probed. */
export class SubmissionNotFoundError extends NotFoundError {
  constructor() {
    super('INTAKE.SUBMISSION_NOT_FOUND', 'Questionnaire not found');
  }
}

export class StaleSubmissionError extends ConflictError {
  constructor(currentVersion: number) {
    super('INTAKE.STALE_SUBMISSION', 'This questionnaire was saved from somewhere else. Reload to see the latest answers.', { version: currentVersion });
  }
}

export class SubmissionCompletedError extends ConflictError {
  constructor() {
    super('INTAKE.ALREADY_SUBMITTED', 'This questionnaire has already been submitted.');
  }
}

/** Submitting without an answer the business needs to reply (400, each missing field named). */
export class IncompleteSubmissionError extends ValidationError {
  constructor(missing: string[]) {
    super(
      'INTAKE.INCOMPLETE',
      'Please answer the required questions before submitting.',
      Object.fromEntries(missing.map((field) => [field, [`${field} is required`]])),
    );
  }
}
