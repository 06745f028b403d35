import { StaleSubmissionError, SubmissionCompletedError } from './intake.errors';
import { QuestionnaireSubmission } from './questionnaire-submission.entity';

const draft = (change: Partial<QuestionnaireSubmission> = {}) =>
  Object.assign(new QuestionnaireSubmission(), { id: 'q1', resumeTokenHash: 'h', version: 3, ...change });
const now = new Date('2026-11-27T12:00:00Z');

describe('QuestionnaireSubmission.saveProgress (the autosave rules)', () => {
  it('applies the answers and the step, counts a version and stamps the time', () => {
    const s = draft();
    s.saveProgress({ businessName: 'Deli' }, 4, { expectedVersion: 3, savedBy: null, now });
    expect(s).toMatchObject({ businessName: 'Deli', currentStep: 4, version: 4, updatedAt: now, clientId: null });
  });

  it('refuses a save made from an older version (409), and changes nothing', () => {
    const s = draft();
    expect(() => s.saveProgress({ businessName: 'Deli' }, 2, { expectedVersion: 2, savedBy: null, now })).toThrow(StaleSubmissionError);
    expect(s).toMatchObject({ businessName: null, version: 3 });
  });

  it('refuses a submitted questionnaire', () => {
    const s = draft({ status: 'completed' });
    expect(() => s.saveProgress({ businessName: 'Deli' }, undefined, { savedBy: null, now })).toThrow(SubmissionCompletedError);
  });

  it('belongs to the signed-in client who saves it, unless it already belongs to someone', () => {
    const mine = draft();
    mine.saveProgress({}, undefined, { savedBy: 'user-1', now });
    expect(mine.clientId).toBe('user-1');
    const theirs = draft({ clientId: 'user-2' });
    theirs.saveProgress({}, undefined, { savedBy: 'user-1', now });
    expect(theirs.clientId).toBe('user-2');
  });
});

describe('QuestionnaireSubmission.markReviewed', () => {
  it('records the first time an admin opened a submitted questionnaire, and only then', () => {
    const submission = new QuestionnaireSubmission();
    expect(submission.markReviewed(new Date('2026-11-27T10:00:00Z'))).toBe(false);
    expect(submission.reviewedAt).toBeNull();
    submission.status = 'completed';
    expect(submission.markReviewed(new Date('2026-11-27T10:00:00Z'))).toBe(true);
    expect(submission.markReviewed(new Date('2026-11-27T11:00:00Z'))).toBe(false);
    expect(submission.reviewedAt).toEqual(new Date('2026-11-27T10:00:00Z'));
  });
});
