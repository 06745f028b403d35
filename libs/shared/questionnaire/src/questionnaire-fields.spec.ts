import {
  BUDGET_RANGES,
  camelCase,
  defaultAnswers,
  fieldsOfStep,
  inputMaxLength,
  missingRequiredAnswers,
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_STEP_COUNT,
  QUESTIONNAIRE_STEPS,
  questionnaireField,
  REQUIRED_FIELDS,
} from './questionnaire-fields';

describe('the questionnaire field descriptors', () => {
  it('name every answer of docs/product.md §3 once, in snake_case, on one of the 7 steps', () => {
    const names = QUESTIONNAIRE_FIELDS.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-z]+(_[a-z]+)*$/.test(name))).toBe(true);
    expect(names).toHaveLength(27);
    expect(QUESTIONNAIRE_STEPS.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(QUESTIONNAIRE_STEP_COUNT).toBe(7);
    for (const step of QUESTIONNAIRE_STEPS) expect(fieldsOfStep(step.number).length).toBeGreaterThan(0);
  });

  it('require what docs/product.md §5 requires (main pages is marked but not required)', () => {
    expect(REQUIRED_FIELDS).toEqual(['business_name', 'industry', 'business_email', 'main_goal', 'target_audience', 'desired_action']);
    expect(questionnaireField('main_pages')).toMatchObject({ markedRequired: true });
    expect(questionnaireField('main_pages')).not.toHaveProperty('required');
  });

  it('hold the budget ranges, defaults and limits', () => {
    expect(questionnaireField('budget_range')).toMatchObject({ kind: 'choice', values: BUDGET_RANGES });
    expect(BUDGET_RANGES).toEqual(['under-2000', '2000-5000', '5000-10000', 'over-10000']);
    expect(defaultAnswers()).toMatchObject({
      main_pages: ['Home', 'About', 'Services', 'Contact'],
      liked_websites: [],
      needs_blog: false,
      business_name: null,
    });
    expect(inputMaxLength(questionnaireField('business_email')!)).toBe(254);
    expect(inputMaxLength(questionnaireField('integrations')!)).toBe(3000);
    expect(inputMaxLength(questionnaireField('main_pages')!)).toBe(100);
    expect(inputMaxLength(questionnaireField('ideal_launch_date')!)).toBeUndefined();
  });

  it('list the required answers still blank, in the order asked', () => {
    const answers: Record<string, unknown> = { business_name: 'Deli', industry: '  ', business_email: null, main_goal: 'Grow', target_audience: 'Locals' };
    expect(missingRequiredAnswers((field) => answers[field.name])).toEqual(['industry', 'business_email', 'desired_action']);
  });

  it('map API names to domain names', () => {
    expect(camelCase('existing_website_url')).toBe('existingWebsiteUrl');
    expect(camelCase('industry')).toBe('industry');
  });
});
