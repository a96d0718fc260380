import { generateSessionKeys } from '@diary/server-testing';
import { loadConfig } from '@diary/server-core';
import { configSchema } from './config';

describe('auth-service config', () => {
  const keys = generateSessionKeys();
  const env = (extra: Record<string, string | undefined> = {}) => ({
    INTERNAL_TOKEN: 'x'.repeat(32),
    AUTH_PUBLIC_KEY: keys.publicKey,
    AUTH_PRIVATE_KEY: keys.privateKey,
    ...extra,
  });

  it('reads the defaults: 30-day sessions, 5 failures per username and 20 per address in 300 s', () => {
    const config = loadConfig(configSchema, env());
    expect(config).toMatchObject({
      SESSION_TTL_DAYS: 30,
      LOGIN_MAX_FAILURES_PER_USERNAME: 5,
      LOGIN_MAX_FAILURES_PER_IP: 20,
      LOGIN_FAILURE_WINDOW_SECONDS: 300,
      REGISTER_MAX_PER_IP: 10,
      REGISTER_WINDOW_SECONDS: 3600,
      SESSION_CLEANUP_INTERVAL_SECONDS: 3600,
    });
  });

  it('reads TRUST_PROXY as a list (default loopback) and refuses trusting everyone', () => {
    expect(loadConfig(configSchema, env()).TRUST_PROXY).toEqual(['loopback']);
    expect(
      loadConfig(configSchema, env({ TRUST_PROXY: 'loopback, uniquelocal,10.1.0.0/16' })).TRUST_PROXY,
    ).toEqual(['loopback', 'uniquelocal', '10.1.0.0/16']);
    expect(() => loadConfig(configSchema, env({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY/);
  });

  it('accepts keys written on one line with \\n escapes', () => {
    const oneLine = (pem: string) => pem.replace(/\n/g, '\\n');
    const config = loadConfig(
      configSchema,
      env({ AUTH_PRIVATE_KEY: oneLine(keys.privateKey), AUTH_PUBLIC_KEY: oneLine(keys.publicKey) }),
    );
    expect(config.AUTH_PRIVATE_KEY).toBe(keys.privateKey);
  });

  it('stops with one line when the private key is missing', () => {
    expect(() => loadConfig(configSchema, env({ AUTH_PRIVATE_KEY: undefined }))).toThrow(
      'Configuration error: AUTH_PRIVATE_KEY is required (a PEM key)',
    );
  });

  it('stops with one line when the private key does not belong to the public key', () => {
    const other = generateSessionKeys();
    expect(() => loadConfig(configSchema, env({ AUTH_PRIVATE_KEY: other.privateKey }))).toThrow(
      'Configuration error: AUTH_PRIVATE_KEY is not the private key of AUTH_PUBLIC_KEY',
    );
  });

  it('refuses a session lifetime that is not a positive whole number of days', () => {
    expect(() => loadConfig(configSchema, env({ SESSION_TTL_DAYS: '0' }))).toThrow(/SESSION_TTL_DAYS/);
    expect(() => loadConfig(configSchema, env({ SESSION_TTL_DAYS: 'soon' }))).toThrow(/SESSION_TTL_DAYS/);
  });
});
