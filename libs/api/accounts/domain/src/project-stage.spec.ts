import { projectStage } from './project-stage';

const waiting = { status: 'waiting_for_build' as const, paid: true, hasSections: false };

describe('projectStage', () => {
  it('is not started for a client without a website or questionnaire', () => {
    expect(projectStage({ website: null, questionnaireCompleted: false })).toBe('not_started');
  });

  it('is paid once a paid package made the website record', () => {
    expect(projectStage({ website: waiting, questionnaireCompleted: false })).toBe('paid');
  });

  it('is questionnaire received once it is completed, paid or not', () => {
    expect(projectStage({ website: waiting, questionnaireCompleted: true })).toBe('questionnaire_received');
    expect(projectStage({ website: null, questionnaireCompleted: true })).toBe('questionnaire_received');
  });

  it('is in design once sections exist after the questionnaire, and live once the website is', () => {
    expect(projectStage({ website: { ...waiting, hasSections: true }, questionnaireCompleted: true })).toBe('in_design');
    expect(projectStage({ website: { ...waiting, status: 'live' }, questionnaireCompleted: false })).toBe('live');
  });
});
