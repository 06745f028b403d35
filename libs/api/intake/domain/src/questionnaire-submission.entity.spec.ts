import { QuestionnaireSubmission } from './questionnaire-submission.entity';

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
