import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { baseEnvSchema, ConfigError, loadConfig } from './config';
import { SERVICE_REGISTRY, urlVariable } from './service-registry';

describe('settings from files (<NAME>_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
  const schema = z.object({ INTERNAL_TOKEN: z.string().min(16), OTHER: z.string().default('x') });

  it('reads a setting from the file its _FILE variable names, trimmed', () => {
    writeFileSync(join(dir, 'token'), 'a-token-of-32-characters-exactly\n');
    const config = loadConfig(schema, { INTERNAL_TOKEN_FILE: join(dir, 'token') });
    expect(config.INTERNAL_TOKEN).toBe('a-token-of-32-characters-exactly');
  });

  it('lets a value set directly win over the file', () => {
    const config = loadConfig(schema, {
      INTERNAL_TOKEN: 'given-directly-1234',
      INTERNAL_TOKEN_FILE: join(dir, 'token'),
    });
    expect(config.INTERNAL_TOKEN).toBe('given-directly-1234');
  });

  it('leaves alone variables ending in _FILE that are not settings', () => {
    expect(
      loadConfig(schema, { INTERNAL_TOKEN: 'given-directly-1234', SSL_CERT_FILE: join(dir, 'nope') }).OTHER,
    ).toBe('x');
  });

  it('reads files for a schema wrapped in refinements too', () => {
    const refined = schema.superRefine(() => undefined);
    expect(loadConfig(refined, { INTERNAL_TOKEN_FILE: join(dir, 'token') }).INTERNAL_TOKEN).toBe(
      'a-token-of-32-characters-exactly',
    );
  });

  it('stops with one readable line when the file is missing', () => {
    expect(() => loadConfig(schema, { INTERNAL_TOKEN_FILE: join(dir, 'nope') })).toThrow(ConfigError);
    expect(() => loadConfig(schema, { INTERNAL_TOKEN_FILE: join(dir, 'nope') })).toThrow(
      /INTERNAL_TOKEN_FILE names a file that cannot be read/,
    );
  });
});

describe('service addresses', () => {
  it("defaults each <ENV>_URL to the service's port in service-registry.json", () => {
    const config = baseEnvSchema
      .pick({ AUTH_URL: true, DIARY_URL: true, AI_URL: true, SEARCH_URL: true })
      .parse({});
    const expected = Object.fromEntries(
      SERVICE_REGISTRY.filter((s) => s.name !== 'gateway').map((s) => [
        urlVariable(s),
        `http://127.0.0.1:${s.port}`,
      ]),
    );
    expect(config).toEqual(expected);
  });
});

describe('settings given in code (loadConfig overrides)', () => {
  const schema = z.object({
    INTERNAL_TOKEN: z.string().min(16),
    LIMIT: z.coerce.number().int().positive().default(5),
  });
  const env = { INTERNAL_TOKEN: 'from-the-environment-1', LIMIT: '7' };

  it('merges them over the environment, which keeps the rest', () => {
    expect(loadConfig(schema, env, { LIMIT: 3 })).toEqual({
      INTERNAL_TOKEN: 'from-the-environment-1',
      LIMIT: 3,
    });
  });

  it('validates them as it validates the environment', () => {
    expect(() => loadConfig(schema, env, { LIMIT: 0 })).toThrow(
      /^Configuration error: LIMIT Number must be greater than 0/,
    );
  });

  it('treats undefined as not set: the default, not the environment', () => {
    expect(loadConfig(schema, env, { LIMIT: undefined }).LIMIT).toBe(5);
  });

  it('wins over a setting read from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    writeFileSync(join(dir, 'token'), 'a-token-from-the-file-1234');
    const config = loadConfig(
      schema,
      { INTERNAL_TOKEN_FILE: join(dir, 'token') },
      { INTERNAL_TOKEN: 'given-in-code-12345' },
    );
    expect(config.INTERNAL_TOKEN).toBe('given-in-code-12345');
  });
});
