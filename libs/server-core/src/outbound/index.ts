export * from './outbound-policy';
export * from './check-outbound-url';
export * from './outbound-fetch';
export { blockedRange } from './blocked-addresses';
