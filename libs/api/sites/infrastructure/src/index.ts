export * from './persistence/sites.schemas';
export * from './sites.module';
