import { FieldDescriptor } from './questionnaire-fields';
import { REQUIRED_ANSWER_MESSAGE, stepAnswerProblems } from './step-answers-check';

const answers = (values: Record<string, unknown>) => (field: FieldDescriptor) => values[field.name];

describe('stepAnswerProblems (what keeps a wizard step from moving on)', () => {
  it('names each required answer of the step left blank, and only that step', () => {
    expect(stepAnswerProblems(1, answers({ business_name: '  ', industry: 'Deli' }))).toEqual({
      business_name: [REQUIRED_ANSWER_MESSAGE],
      business_email: [REQUIRED_ANSWER_MESSAGE],
    });
    expect(stepAnswerProblems(2, answers({ main_goal: 'More calls', target_audience: 'Locals' }))).toEqual({ desired_action: [REQUIRED_ANSWER_MESSAGE] });
  });

  it('refuses an e-mail address the API would refuse, and a text longer than its field', () => {
    expect(stepAnswerProblems(1, answers({ business_name: 'Deli', industry: 'x'.repeat(201), business_email: 'dana@example' }))).toEqual({
      industry: ['Please keep this under 200 characters.'],
      business_email: ['Please enter a valid email address'],
    });
  });

  it('lets a complete step, and a step without required answers, move on', () => {
    expect(stepAnswerProblems(1, answers({ business_name: 'Deli', industry: 'Food', business_email: 'dana@example.com' }))).toEqual({});
    expect(stepAnswerProblems(3, answers({}))).toEqual({});
  });
});
