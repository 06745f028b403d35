export * from './persistence/sites.schemas';
export * from './sites.module';
export * from './config/sites.config';
export * from './jobs/revision-prune.sweeper';
export * from './hosting/sites-hosting.config';
export * from './hosting/site-hosting.hook';
export * from './hosting/site-change-listener';
export * from './hosting/domain-check.sweeper';
export { reviewWaiting } from './persistence/sql-content-review.repository';
