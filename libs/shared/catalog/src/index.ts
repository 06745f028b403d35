export * from './catalog';
export * from './renewal';
