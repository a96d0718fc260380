// Shapes exchanged between the web app and the services, and between services.
export * from './auth';
export * from './account-security';
export * from './diary';
export * from './ai';
export * from './search';
export * from './socket';
export * from './messaging';
export * from './day-key';
export * from './internal-api';
export * from './session-revocation';
export * from './duration';
export * from './your-data';
export * from './time';
