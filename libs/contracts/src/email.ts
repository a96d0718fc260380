// The one e-mail address rule, used by the registration form and by the server alike, so the form
// never accepts an address the server then refuses ("mara@example" has no top-level domain).
import { EMAIL_MAX_LENGTH } from './auth';

// The HTML standard's "valid e-mail address" (the browser's own type=email rule), with a dotted
// domain whose last label is a top-level domain: letters, or an internationalised "xn--" label.
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
export const EMAIL_PATTERN = new RegExp(
  `^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${LABEL}\\.)+(?:[a-zA-Z]{2,63}|xn--[a-zA-Z0-9-]{1,59})$`,
);

/** True for an address both sides accept (surrounding spaces are the caller's to trim). */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
