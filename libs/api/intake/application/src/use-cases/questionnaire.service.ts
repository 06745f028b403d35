import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  checkStep,
  DraftExpiredError,
  isIdleDraft,
  normaliseAnswers,
  QuestionnaireAnswersInput,
  QuestionnaireSubmission,
  StaleSubmissionError,
  SubmissionNotFoundError,
} from '@fw/api-intake-domain';
import { IntakeSettings } from '../ports/intake-settings';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { issueResumeToken, resumeTokenMatches } from '../resume-token';

/** Who is asking: the resume token they hold and/or the signed-in user. */
export interface SubmissionAccess {
  resumeToken?: string | null;
  userId?: string | null;
}

export interface SaveAnswersInput {
  answers: QuestionnaireAnswersInput;
  currentStep?: number;
  /** When given, must equal the stored version (else 409). */
  version?: number;
}

/**
 * Only the token holder (the visitor's own token, or the one in the latest admin reminder) or the
 * signed-in owner may see or change a submission; others get 404.
 */
export function canAccess(submission: QuestionnaireSubmission, access: SubmissionAccess): boolean {
  const tokenOk =
    resumeTokenMatches(access.resumeToken, submission.resumeTokenHash) ||
    (!!submission.reminderTokenHash && resumeTokenMatches(access.resumeToken, submission.reminderTokenHash));
  const ownerOk = !!access.userId && submission.clientId === access.userId;
  return tokenOk || ownerOk;
}

/**
 * canAccess, and then an expired draft (marked by the sweep, or idle for `draftExpiryDays` and not
 * swept yet) answers 404 INTAKE.DRAFT_EXPIRED: its links stop working. Throws SubmissionNotFoundError.
 */
export function openSubmission(
  submission: QuestionnaireSubmission | null,
  access: SubmissionAccess,
  draftExpiryDays: number,
  now = new Date(),
): QuestionnaireSubmission {
  if (!submission || !canAccess(submission, access)) throw new SubmissionNotFoundError();
  if (submission.status === 'expired' || isIdleDraft(submission, draftExpiryDays, now)) throw new DraftExpiredError(draftExpiryDays);
  return submission;
}

/** Creating, reading back and saving progress of a questionnaire. */
@Injectable()
export class QuestionnaireService {
  constructor(
    private readonly submissions: QuestionnaireRepositoryPort,
    private readonly uow: UnitOfWorkPort,
    private readonly settings: IntakeSettings,
  ) {}

  async create(input: SaveAnswersInput, userId: string | null): Promise<{ submission: QuestionnaireSubmission; resumeToken: string }> {
    const answers = normaliseAnswers(input.answers);
    const step = checkStep(input.currentStep);
    const { token, hash } = issueResumeToken();
    const submission = new QuestionnaireSubmission();
    submission.id = randomUUID();
    submission.resumeTokenHash = hash;
    submission.clientId = userId;
    Object.assign(submission, answers);
    if (step !== undefined) submission.currentStep = step;
    await this.uow.run(async () => this.submissions.add(submission));
    return { submission, resumeToken: token };
  }

  /** The client's own questionnaire (the newest, submitted ones first), or null. */
  latestOwnedBy(clientId: string): Promise<QuestionnaireSubmission | null> {
    return this.submissions.findLatestOwnedBy(clientId);
  }

  async get(id: string, access: SubmissionAccess): Promise<QuestionnaireSubmission> {
    return openSubmission(await this.submissions.findById(id), access, this.settings.draftExpiryDays);
  }

  /**
   * Autosave: loads the questionnaire, lets the entity apply its rules (a draft, the version the
   * saver read, the owner) and writes it at the version it was read (two statements, no lock). A
   * save that lost the race to another one is tried again from the fresh row, where the entity
   * decides again (409 when the caller named the version it read).
   */
  async save(id: string, input: SaveAnswersInput, access: SubmissionAccess): Promise<QuestionnaireSubmission> {
    const answers = normaliseAnswers(input.answers);
    const step = checkStep(input.currentStep);
    for (let attempt = 1; ; attempt++) {
      const submission = openSubmission(await this.submissions.findById(id), access, this.settings.draftExpiryDays);
      const readVersion = submission.version;
      submission.saveProgress(answers, step, { expectedVersion: input.version, savedBy: access.userId ?? null, now: new Date() });
      if (await this.submissions.saveProgress(submission, readVersion)) return submission;
      if (attempt === SAVE_ATTEMPTS) throw new StaleSubmissionError(submission.version);
    }
  }
}

/** Saves racing each other on one draft are rare (one visitor); a few tries settle them. */
const SAVE_ATTEMPTS = 3;
