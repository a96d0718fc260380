import { USERNAME_PATTERN } from '@diary/contracts';
import { baseUsername, usernameCandidates } from './oidc-username';

describe('usernames from a provider', () => {
  it('takes preferred_username, lower-cased', () => {
    expect(baseUsername({ preferred_username: 'Ada.Lovelace', email: 'x@example.com' })).toBe('ada.lovelace');
  });

  it('makes any name valid: accents dropped, other characters become hyphens', () => {
    const name = baseUsername({ preferred_username: 'Zoë O’Brien (ops)@corp' });
    expect(name).toBe('zoe-o-brien-ops-corp');
    expect(name).toMatch(USERNAME_PATTERN);
  });

  it('falls back to the e-mail’s local part, then the name, then "user-sso"', () => {
    expect(baseUsername({ email: 'grace@example.com' })).toBe('grace');
    expect(baseUsername({ name: 'Linus T' })).toBe('linus-t');
    expect(baseUsername({})).toBe('user-sso');
    expect(baseUsername({ preferred_username: 'al' })).toBe('al-sso');
  });

  it('keeps room for a suffix within the length limit', () => {
    const long = baseUsername({ preferred_username: 'a'.repeat(80) });
    expect(long.length).toBe(44);
    const candidates = usernameCandidates(long);
    expect([candidates.next().value, candidates.next().value, candidates.next().value]).toEqual([
      long,
      `${long}-2`,
      `${long}-3`,
    ]);
  });
});
