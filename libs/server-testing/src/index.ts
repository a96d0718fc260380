export * from './test-env';
export * from './test-stack';
export * from './test-session';
export * from './hostile-input';
export * from './user-events';
export * from './service-db';
