// The registration form's rules agree with the server's (libs/contracts): an address the server
// refuses is refused by the form before it is sent.
import { describe, expect, it } from 'vitest';
import { MESSAGES, registerSchema } from './auth-schemas';

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
