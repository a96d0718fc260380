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

  it('reads sign-in with an organisation: off by default, and refuses half a setup', () => {
    expect(loadConfig(configSchema, env({ OIDC_ISSUER: '' })).OIDC_ISSUER).toBeUndefined();
    const oidc = {
      OIDC_ISSUER: 'https://id.example.com/realms/team',
      OIDC_CLIENT_ID: 'diary',
      PUBLIC_ORIGIN: 'https://diary.example.com',
    };
    expect(loadConfig(configSchema, env({ ...oidc, OIDC_ONLY: 'true' }))).toMatchObject({
      OIDC_LABEL: 'your organisation',
      OIDC_AUTO_REGISTER: false,
      OIDC_ONLY: true,
    });
    expect(() => loadConfig(configSchema, env({ ...oidc, OIDC_CLIENT_ID: undefined }))).toThrow(
      /OIDC_CLIENT_ID is required with OIDC_ISSUER/,
    );
    expect(() => loadConfig(configSchema, env({ ...oidc, PUBLIC_ORIGIN: undefined }))).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig(configSchema, env({ ...oidc, OIDC_ISSUER: 'http://id.example.com' }))).toThrow(
      /OIDC_ISSUER must be an https/,
    );
    expect(loadConfig(configSchema, env({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' })).OIDC_ISSUER).toBe(
      'http://127.0.0.1:9000',
    );
    expect(() => loadConfig(configSchema, env({ OIDC_ONLY: 'true' }))).toThrow(/OIDC_ONLY needs OIDC_ISSUER/);
    expect(() => loadConfig(configSchema, env({ ...oidc, OIDC_AUTO_REGISTER: 'yes' }))).toThrow(
      /OIDC_AUTO_REGISTER must be true or false/,
    );
  });
});
