export * from './config/intake.config';
export * from './persistence/questionnaire-submission.schema';
export { submissionsListSpec } from './persistence/intake-admin.queries';
export { leadsListSpec } from './persistence/leads-admin.query';
export { DraftExpirySweeper } from './jobs/draft-expiry.sweeper';
export * from './intake.module';
export { intakeBacklogStatements } from './accounts/intake-backlog.adapter';
