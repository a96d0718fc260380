// The forms' rules keep their English sentences (the spec's, shared with the server); a field
// shows the one of the user's language. A sentence without a translation (the server's reason
// under a field) is shown as the server wrote it.
import { AUTH_MESSAGES } from '@diary/contracts';
import { tKey } from './t-key';

const KEYS: Record<string, string> = {
  [AUTH_MESSAGES.usernameTooShort]: tKey('common:form.usernameTooShort'),
  [AUTH_MESSAGES.passwordTooShort]: tKey('common:form.passwordTooShort'),
  [AUTH_MESSAGES.passwordTooLong]: tKey('common:form.passwordTooLong'),
  'Please enter a valid email address': tKey('common:form.emailInvalid'),
  "Passwords don't match": tKey('common:form.passwordsDiffer'),
  'Enter your current password': tKey('common:form.currentPasswordRequired'),
};

export const translateFormMessage = (message: string, t: (key: string) => string): string =>
  KEYS[message] ? t(KEYS[message]) : message;
