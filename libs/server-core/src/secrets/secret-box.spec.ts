import { randomBytes } from 'node:crypto';
import { ServiceUnavailableException } from '@nestjs/common';
import { baseEnvSchema, loadConfig } from '../config';
import { openSecret, sealSecret, secretKeyringFromConfig } from './secret-box';

const keyringOf = (value: string) =>
  secretKeyringFromConfig(loadConfig(baseEnvSchema.pick({ SECRETS_KEY: true }), { SECRETS_KEY: value }));

describe('secret box', () => {
  const hexKey = randomBytes(32).toString('hex');
  const keyring = keyringOf(hexKey);

  it('opens what it sealed, and the sealed text holds no trace of the secret', () => {
    const sealed = sealSecret('whsec_abc123', keyring, 'webhook:1');
    expect(sealed).not.toContain('whsec_abc123');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(openSecret(sealed, keyring, 'webhook:1')).toBe('whsec_abc123');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealSecret('same', keyring)).not.toBe(sealSecret('same', keyring));
  });

  it('refuses to open a sealed value under another context or once altered', () => {
    const sealed = sealSecret('token', keyring, 'connection:1');
    expect(() => openSecret(sealed, keyring, 'connection:2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(parts.join('.'), keyring, 'connection:1')).toThrow();
  });

  it('opens with an older key listed after the new one (rotation), sealing with the new one', () => {
    const sealedBefore = sealSecret('old secret', keyring);
    const newKey = randomBytes(32).toString('base64');
    const rotated = keyringOf(`${newKey},${hexKey}`);
    expect(openSecret(sealedBefore, rotated)).toBe('old secret');
    expect(() => openSecret(sealSecret('new', rotated), keyring)).toThrow(/not in SECRETS_KEY/);
  });

  it('refuses a key that is not 32 bytes in hex or base64', () => {
    expect(() => keyringOf('too-short')).toThrow(
      'Configuration error: SECRETS_KEY must be 32-byte keys (64 hex digits or base64), comma-separated',
    );
  });

  it('answers 503 with a sentence when asked to seal without SECRETS_KEY', () => {
    expect(() => sealSecret('x', keyringOf(''))).toThrow(ServiceUnavailableException);
  });
});
