export * from './persistence/sites.schemas';
export * from './sites.module';
export * from './config/sites.config';
export * from './jobs/revision-prune.sweeper';
