export * from './generated';
