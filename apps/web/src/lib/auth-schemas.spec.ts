// The registration form's rules agree with the server's (libs/contracts): an address the server
// refuses is refused by the form before it is sent.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@diary/contracts';
import { changePasswordSchema, MESSAGES, registerSchema } from './auth-schemas';

const valid = {
  username: 'mara',
  email: 'mara@example.com',
  password: 'a-long-pass',
  confirmPassword: 'a-long-pass',
};

const emailError = async (email: string) => {
  try {
    await registerSchema.validateAt('email', { ...valid, email });
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('registerSchema', () => {
  it('accepts a whole address', async () => {
    expect(await emailError('mara@example.com')).toBeNull();
    expect(await emailError('  mara@example.com ')).toBeNull();
  });

  it('refuses "mara@example", which the server refuses too', async () => {
    expect(await emailError('mara@example')).toBe(MESSAGES.email);
  });

  it('refuses an empty address with the same message', async () => {
    expect(await emailError('')).toBe(MESSAGES.email);
  });
});

describe('changePasswordSchema', () => {
  const newPasswordError = async (newPassword: string) => {
    try {
      await changePasswordSchema.validateAt('newPassword', { currentPassword: 'old-pass', newPassword });
      return null;
    } catch (err) {
      return (err as Error).message;
    }
  };

  it("holds a new password to the server's bounds, with the server's messages", async () => {
    expect(await newPasswordError('x'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(await newPasswordError('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(await newPasswordError('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(await newPasswordError('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(AUTH_MESSAGES.passwordTooLong);
    expect(await newPasswordError('')).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('asks for the current password', async () => {
    await expect(changePasswordSchema.validateAt('currentPassword', { currentPassword: '' })).rejects.toThrow(
      'Enter your current password',
    );
  });
});
