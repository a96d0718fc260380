import { isValidEmail } from './email';

describe('the shared e-mail rule', () => {
  it('accepts ordinary addresses, sub-domains, plus-tags and internationalised top-level domains', () => {
    for (const ok of [
      'mara@example.com',
      'mara.k+diary@mail.example.co.uk',
      'a_b@x-y.io',
      'me@host.xn--p1ai',
    ])
      expect(isValidEmail(ok)).toBe(true);
  });

  it('refuses an address without a top-level domain, as the server does ("mara@example")', () => {
    expect(isValidEmail('mara@example')).toBe(false);
  });

  it('refuses what is not an address at all', () => {
    for (const bad of [
      '',
      'mara',
      '@example.com',
      'mara@',
      'mara@@example.com',
      'ma ra@example.com',
      'mara@-x.com',
      'mara@example.c',
    ])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    expect(
      isValidEmail(
        `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.com`,
      ),
    ).toBe(false);
  });
});
