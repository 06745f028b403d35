export * from './ports/questionnaire.repository.port';
export * from './ports/unit-of-work.port';
export * from './resume-token';
export * from './use-cases/questionnaire.service';
export * from './use-cases/submit-questionnaire.use-case';
export * from './use-cases/send-contact-message.use-case';
