// Shapes exchanged between the web app and the services, and between services. What only the
// services exchange (internal routes, queues, channels, their jobs) is in @diary/contracts/server.
export * from './auth';
export * from './email';
export * from './admin';
export * from './auth-requests';
export * from './account-security';
export * from './diary';
export * from './diary-requests';
export * from './ai';
export * from './ai-requests';
export * from './search';
export * from './search-requests';
export * from './socket';
export * from './day-key';
export * from './duration';
export * from './your-data';
export * from './time';
export * from './capture';
export * from './oidc';
export * from './attachments';
export * from './ask';
export * from './projects';
export * from './webhooks';
export * from './standup';
