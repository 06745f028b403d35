export * from './unit-of-work.port';
export * from './clock.port';
export * from './object-storage.port';
export * from './audit-trail.port';
