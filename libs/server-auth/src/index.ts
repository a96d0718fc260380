export * from './session-token';
export * from './session-verifier';
export * from './session-cookie';
export * from './session.strategy';
export * from './session-auth.guard';
export * from './current-user.decorator';
export * from './internal.guard';
export * from './session-auth.module';
