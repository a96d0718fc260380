import { siteLink } from './site-links';
import type { AuthConfig } from '../config';

describe('siteLink', () => {
  it('uses PUBLIC_ORIGIN when set, else a link relative to the site, never a Host (R3-D8)', () => {
    const set = { PUBLIC_ORIGIN: ['https://diary.example.com'] } as unknown as AuthConfig;
    expect(siteLink(set, '/auth/register', { invite: 'a b' })).toBe(
      'https://diary.example.com/auth/register?invite=a+b',
    );
    const unset = { PUBLIC_ORIGIN: [] } as unknown as AuthConfig;
    expect(siteLink(unset, '/auth/reset-password', { token: 't' })).toBe('/auth/reset-password?token=t');
  });
});
