// Which registration field a server refusal is about, so its sentence shows under that field
// ("This password is one of the most common passwords…") instead of only a generic toast.
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '@diary/contracts';

export type RegisterField = 'username' | 'email' | 'password';

// The server ends each sentence with a full stop; the keys are compared without it.
const bare = (message: string) => message.trim().replace(/\.$/, '');

const FIELD_OF: Record<string, RegisterField> = {
  [AUTH_MESSAGES.usernameTooShort]: 'username',
  [AUTH_MESSAGES.usernameTooLong]: 'username',
  [AUTH_MESSAGES.usernameCharacters]: 'username',
  [bare(AUTH_MESSAGES.usernameTaken)]: 'username',
  [AUTH_MESSAGES.invalidEmail]: 'email',
  [bare(AUTH_MESSAGES.emailTaken)]: 'email',
  [AUTH_MESSAGES.passwordTooShort]: 'password',
  [AUTH_MESSAGES.passwordTooLong]: 'password',
  [bare(SECURITY_MESSAGES.commonPassword)]: 'password',
};

export const fieldOfRefusal = (message: string | undefined): RegisterField | undefined =>
  message === undefined ? undefined : FIELD_OF[bare(message)];
