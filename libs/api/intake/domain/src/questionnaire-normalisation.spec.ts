import { checkStep, fileNameProblem, normaliseAnswers } from './questionnaire-normalisation';
import { QuestionnaireSubmission } from './questionnaire-submission.entity';

const fieldsOf = (fn: () => unknown): Record<string, string[]> => {
  try {
    fn();
  } catch (error) {
    return (error as { details: { fields: Record<string, string[]> } }).details.fields;
  }
  throw new Error('expected a validation error');
};

describe('normaliseAnswers', () => {
  it('only returns the fields that were sent', () => {
    expect(normaliseAnswers({ industry: ' Food ' })).toEqual({ industry: 'Food' });
    expect(normaliseAnswers({})).toEqual({});
  });

  it('turns blank text into null and trims', () => {
    expect(normaliseAnswers({ businessName: '   ', businessEmail: '', mainGoal: ' Grow ' })).toEqual({
      businessName: null,
      businessEmail: null,
      mainGoal: 'Grow',
    });
  });

  it('drops empty list entries, splits integrations text, defaults main pages', () => {
    expect(
      normaliseAnswers({
        likedWebsites: ['a', ' ', '', 'b '],
        dislikedWebsites: null,
        mainPages: ['', '  '],
        integrations: ' Stripe,,  Mailchimp , ',
      }),
    ).toEqual({ likedWebsites: ['a', 'b'], dislikedWebsites: [], mainPages: ['Home', 'About', 'Services', 'Contact'], integrations: ['Stripe', 'Mailchimp'] });
    expect(normaliseAnswers({ integrations: ['X', ''] })).toEqual({ integrations: ['X'] });
    expect(normaliseAnswers({ integrations: '' })).toEqual({ integrations: [] });
  });

  it('checks e-mail, date and budget', () => {
    expect(normaliseAnswers({ businessEmail: 'a@b.co', idealLaunchDate: '2028-02-29', budgetRange: 'under-2000' })).toEqual({
      businessEmail: 'a@b.co',
      idealLaunchDate: '2028-02-29',
      budgetRange: 'under-2000',
    });
    expect(normaliseAnswers({ idealLaunchDate: '', budgetRange: '' })).toEqual({ idealLaunchDate: null, budgetRange: null });
    expect(Object.keys(fieldsOf(() => normaliseAnswers({ businessEmail: 'a@b', idealLaunchDate: '2027-02-29', budgetRange: 'cheap' }))).sort()).toEqual([
      'budget_range',
      'business_email',
      'ideal_launch_date',
    ]);
  });

  it('bounds lengths and list sizes', () => {
    expect(fieldsOf(() => normaliseAnswers({ businessPhone: '1'.repeat(51) }))).toHaveProperty('business_phone');
    expect(fieldsOf(() => normaliseAnswers({ mainPages: Array(31).fill('Page') }))).toHaveProperty('main_pages');
    expect(fieldsOf(() => normaliseAnswers({ likedWebsites: ['x'.repeat(501)] }))).toHaveProperty('liked_websites');
    expect(fieldsOf(() => normaliseAnswers({ likedWebsites: [1] as unknown as string[] }))).toHaveProperty('liked_websites');
    expect(fieldsOf(() => normaliseAnswers({ needsBlog: 'yes' }))).toHaveProperty('needs_blog');
  });

  it('keeps file names only', () => {
    expect(normaliseAnswers({ uploadedFiles: ['logo.png', '', 'Menu – 2025.pdf'] })).toEqual({ uploadedFiles: ['logo.png', 'Menu – 2025.pdf'] });
    for (const bad of ['../x', '..', 'a/b', 'a\\b', 'a\u0000b', 'a\r\nb', 'x'.repeat(256)]) {
      expect(fileNameProblem(bad)).toBeDefined();
      expect(fieldsOf(() => normaliseAnswers({ uploadedFiles: [bad] }))).toHaveProperty('uploaded_files');
    }
  });
});

describe('checkStep', () => {
  it('accepts 1..7 only', () => {
    expect(checkStep(undefined)).toBeUndefined();
    expect(checkStep(7)).toBe(7);
    for (const bad of [0, 8, 1.5, '2', null]) expect(() => checkStep(bad)).toThrow('current_step');
  });
});

describe('QuestionnaireSubmission', () => {
  it('counts a version per save and completes at step 7', () => {
    const s = new QuestionnaireSubmission();
    s.apply({ industry: 'Food' }, 3);
    expect(s).toMatchObject({ version: 2, currentStep: 3, industry: 'Food', mainPages: ['Home', 'About', 'Services', 'Contact'] });
    const now = new Date();
    expect(() => s.complete(now)).toThrow(expect.objectContaining({ code: 'INTAKE.INCOMPLETE' }));
    expect(s.isCompleted()).toBe(false);
    s.apply({ businessName: 'Deli', businessEmail: 'deli@example.com', mainGoal: 'Grow', targetAudience: 'Locals', desiredAction: 'Call' });
    s.complete(now);
    expect(s).toMatchObject({ status: 'completed', completedAt: now, currentStep: 7 });
    expect(s.isCompleted()).toBe(true);
  });
});
