// What only the services exchange, never the web app: internal routes and their header, Redis
// channels and BullMQ queues with their jobs, session revocations. Tagged scope:server, so the
// module-boundaries lint refuses it in apps/web (docs/decisions.md).
export * from './internal-api';
export * from './messaging';
export * from './session-revocation';
export * from './your-data-internal';
export * from './webhook-jobs';
export * from './scheduled-sends';
