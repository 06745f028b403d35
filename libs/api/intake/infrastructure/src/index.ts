export * from './config/intake.config';
export * from './persistence/questionnaire-submission.schema';
export * from './intake.module';
