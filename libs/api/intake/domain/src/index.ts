export * from './questionnaire-submission.entity';
export * from './questionnaire-normalisation';
export * from './intake.errors';
export * from './lead';
export * from './draft-follow-up';
export * from './submission-file';
