// @types/passport types the package's entry only; this is the module passport-request.ts reads.
declare module 'passport/lib/http/request' {
  /** The helpers passport.authenticate gives each request (logIn, logOut, isAuthenticated…). */
  const helpers: Record<string, (...args: unknown[]) => unknown>;
  export = helpers;
}
