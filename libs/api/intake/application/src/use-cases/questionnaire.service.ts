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
  SubmissionCompletedError,
  SubmissionNotFoundError,
} from '@fw/api-intake-domain';
import { IntakeSettings } from '../ports/intake-settings';
import { QuestionnaireRepositoryPort } from '../ports/questionnaire.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { issueResumeToken, presentedTokenHash, resumeTokenMatches } from '../resume-token';

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
export function openSubmission(submission: QuestionnaireSubmission | null, access: SubmissionAccess, draftExpiryDays: number, now = new Date()): QuestionnaireSubmission {
  if (!submission || !canAccess(submission, access)) throw new SubmissionNotFoundError();
  if (submission.status === 'expired' || isIdleDraft(submission, draftExpiryDays, now)) throw new DraftExpiredError(draftExpiryDays);
  return submission;
}

const DAY_MS = 86_400_000;

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

  async get(id: string, access: SubmissionAccess): Promise<QuestionnaireSubmission> {
    return openSubmission(await this.submissions.findById(id), access, this.settings.draftExpiryDays);
  }

  /**
   * Autosave: one conditional UPDATE ... RETURNING carrying the rules below (openSubmission, a
   * draft, the version). Only when it matches nothing does the locked read below run, to answer
   * why (404, 409), or to save should the statement's guard ever be narrower than these rules.
   */
  async save(id: string, input: SaveAnswersInput, access: SubmissionAccess): Promise<QuestionnaireSubmission> {
    const answers = normaliseAnswers(input.answers);
    const step = checkStep(input.currentStep);
    const savedAfter = new Date(Date.now() - this.settings.draftExpiryDays * DAY_MS);
    const guard = { tokenHash: presentedTokenHash(access.resumeToken), userId: access.userId ?? null, version: input.version, savedAfter };
    const saved = await this.submissions.saveDraftProgress(id, guard, answers, step);
    if (saved) return saved;
    return this.uow.run(async () => {
      const submission = openSubmission(await this.submissions.findByIdForUpdate(id), access, this.settings.draftExpiryDays);
      if (submission.isCompleted()) throw new SubmissionCompletedError();
      if (input.version !== undefined && input.version !== submission.version) throw new StaleSubmissionError(submission.version);
      submission.apply(answers, step);
      if (!submission.clientId && access.userId) submission.clientId = access.userId;
      return submission;
    });
  }
}
