export * from './unit-of-work.port';
export * from './clock.port';
