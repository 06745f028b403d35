export * from './questionnaire-fields';
