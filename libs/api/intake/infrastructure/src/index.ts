export * from './config/intake.config';
export * from './persistence/questionnaire-submission.schema';
export { submissionsListSpec } from './persistence/intake-admin.queries';
export * from './intake.module';
