import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '@diary/contracts';
import { fieldOfRefusal } from './register-refusal';

describe('fieldOfRefusal', () => {
  it("puts the server's reason under the field it is about, with or without its full stop", () => {
    expect(fieldOfRefusal(SECURITY_MESSAGES.commonPassword)).toBe('password');
    expect(fieldOfRefusal(`${AUTH_MESSAGES.invalidEmail}.`)).toBe('email');
    expect(fieldOfRefusal(AUTH_MESSAGES.usernameTaken)).toBe('username');
    expect(fieldOfRefusal(AUTH_MESSAGES.emailTaken)).toBe('email');
  });

  it('leaves other refusals (closed sign-up, a used invitation) to the toast', () => {
    expect(fieldOfRefusal('Sign-up is closed on this diary.')).toBeUndefined();
    expect(fieldOfRefusal(undefined)).toBeUndefined();
  });
});
