export * from './test-env';
export * from './test-stack';
