/** How long the gate waits for the identity check before giving up (docs/product-rules.md, Auth gate). */
export const AUTH_CHECK_TIMEOUT_MS = 2000;
/** How long 'Taking longer than expected...' stays before the redirect to login, so it can be read. */
export const SLOW_NOTICE_MS = 1200;
