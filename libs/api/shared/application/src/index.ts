export * from './unit-of-work.port';
