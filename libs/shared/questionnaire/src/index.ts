export * from './questionnaire-fields';
export * from './step-answers-check';
export * from './questionnaire-files';
