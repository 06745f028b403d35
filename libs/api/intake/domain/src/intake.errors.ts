import { ConflictError, DomainError, NotFoundError, ValidationError } from '@fw/api-shared-domain';

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

/** An upload link that is unknown, expired, or closed by its visitor: one answer for all, so links cannot be probed. */
export class UploadLinkInvalidError extends NotFoundError {
  constructor() {
    super('INTAKE.UPLOAD_LINK_INVALID', 'This upload link has expired or was already used. Reply to our e-mail and we will send a new one.');
  }
}

/** The content is none of the accepted kinds, whatever the file's name says. */
export class FileTypeNotAcceptedError extends ValidationError {
  constructor(accepted: string) {
    const message = `This file is not one of the accepted types (${accepted}), judging by its content.`;
    super('INTAKE.FILE_TYPE_NOT_ACCEPTED', message, { file: [message] });
  }
}

export class FileTooLargeError extends DomainError {
  constructor(maxLabel: string) {
    super('too_large', 'INTAKE.FILE_TOO_LARGE', `Each file may be at most ${maxLabel}.`);
  }
}

export class TooManyFilesError extends ConflictError {
  constructor(max: number) {
    super('INTAKE.TOO_MANY_FILES', `At most ${max} files can be sent with one questionnaire.`);
  }
}

export class SubmissionFileNotFoundError extends NotFoundError {
  constructor() {
    super('INTAKE.FILE_NOT_FOUND', 'File not found');
  }
}
