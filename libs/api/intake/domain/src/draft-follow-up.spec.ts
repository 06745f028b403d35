import { draftExpiresAt, isIdleDraft, progressPercent, reminderWaitSeconds } from './draft-follow-up';

describe('draft follow-up rules', () => {
  it("says what the visitor's progress bar says on that step (Step 3 of 7: 43%); a submitted questionnaire is 100", () => {
    expect([1, 2, 3, 4, 7].map((currentStep) => progressPercent({ status: 'draft', currentStep }))).toEqual([14, 29, 43, 57, 100]);
    expect(progressPercent({ status: 'completed', currentStep: 7 })).toBe(100);
  });

  it('calls a draft idle from the configured day on, never a submitted one', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    expect(isIdleDraft({ status: 'draft', updatedAt: daysAgo(90) }, 90, now)).toBe(true);
    expect(isIdleDraft({ status: 'draft', updatedAt: daysAgo(89.9) }, 90, now)).toBe(false);
    expect(isIdleDraft({ status: 'completed', updatedAt: daysAgo(400) }, 90, now)).toBe(false);
    expect(draftExpiresAt(daysAgo(10), 90).toISOString()).toBe(new Date(now.getTime() + 80 * 86_400_000).toISOString());
  });

  it('waits out the reminder interval', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(reminderWaitSeconds(null, 24, now)).toBe(0);
    expect(reminderWaitSeconds(new Date(now.getTime() - 3_600_000), 24, now)).toBe(23 * 3600);
    expect(reminderWaitSeconds(new Date(now.getTime() - 24 * 3_600_000), 24, now)).toBe(0);
  });
});
