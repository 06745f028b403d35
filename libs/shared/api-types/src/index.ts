export * from './generated';
export * from './session-hint';
