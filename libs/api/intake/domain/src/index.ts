export * from './questionnaire-submission.entity';
export * from './questionnaire-normalisation';
export * from './intake.errors';
