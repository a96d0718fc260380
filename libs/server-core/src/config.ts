// Environment, validated once at boot. A bad or missing variable stops the service with one line.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseSecretKey } from './secrets/secret-box';
import { defaultServiceUrl } from './service-registry';

const pem = z
  .string({ required_error: 'is required (a PEM key)' })
  .min(1, 'is required (a PEM key)')
  .transform((v) => v.replace(/\\n/g, '\n'))
  .refine((v) => v.includes('-----BEGIN'), 'must be a PEM key');

/**
 * The origin(s) the browser uses for this site (`https://diary.example.com`, comma-separated for
 * several). State-changing requests whose Origin is not one of them are refused (CSRF). Unset: the
 * origin as the gateway is reached (its Host header and its own scheme); set it behind a proxy that
 * terminates TLS or rewrites Host.
 */
export const publicOriginSetting = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((s) => /^https?:\/\/[^/]+\/?$/.test(s) && URL.canParse(s)),
    'must be origins like https://diary.example.com, comma-separated',
  )
  .transform((list) => list.map((s) => new URL(s).origin));

/**
 * Hosts a user-given URL (webhook, stand-up post, connection) may name although they resolve to a
 * loopback, private or link-local address: host (any port) or host:port, comma-separated
 * (outbound/outbound-policy.ts). IPv6 hosts in brackets: [fd00::1]:8080.
 */
export const outboundAllowHostsSetting = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((s) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(s)),
    'must be hosts or host:port pairs, comma-separated',
  );

export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 1: each log line is written at once instead of in batches (debugging a crash; logging.ts). */
  LOG_SYNC: z
    .string()
    .default('')
    .transform((v) => v === '1'),
  /** Where a service run on its own (main.ts) listens; its default port is its own (runService). */
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  HOST: z.string().default('127.0.0.1'),
  /**
   * How many connections the kernel may hold for this process before it accepts them (listen's
   * backlog, capped by net.core.somaxconn). Node's 511 is too few when a gateway takes over the
   * sockets of one that died: they all reconnect within a second, and each refused SYN is retried
   * by the client's kernel 1, 3, 7… s later.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65535).default(4096),
  DATABASE_URL: z
    .string()
    .url('must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/postgres'),
  DB_NAME_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and _')
    .default('workdiary'),
  /**
   * Longest a service's SQL statement may run, in ms (Postgres statement_timeout on every pooled
   * connection; 0 = no limit). Migrations run without it; an import sets its own, longer one.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  REDIS_URL: z.string().url('must be a redis:// URL').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('wd:'),
  INTERNAL_TOKEN: z.string({ required_error: 'is required' }).min(16, 'must be at least 16 characters'),
  AUTH_PUBLIC_KEY: pem,
  AUTH_URL: z.string().url().default(defaultServiceUrl('auth')),
  DIARY_URL: z.string().url().default(defaultServiceUrl('diary')),
  AI_URL: z.string().url().default(defaultServiceUrl('ai')),
  SEARCH_URL: z.string().url().default(defaultServiceUrl('search')),
  SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /**
   * How long a process trusts a session it has just seen live without asking Redis again, in ms
   * (libs/server-auth live-sessions.ts); a revocation still ends it at once. 0 asks every time.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60000).default(2000),
  /** Prometheus metrics on this port (/metrics), one per process; unset = no metrics, no cost. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Address of the metrics port: loopback unless asked (the figures name routes and load). */
  METRICS_HOST: z
    .string()
    .default('')
    .transform((v) => v || '127.0.0.1'),
  /** The origin(s) the browser uses for this site (publicOriginSetting above). */
  PUBLIC_ORIGIN: publicOriginSetting,
  /**
   * Key(s) that encrypt secrets kept for users (webhook secrets, connection tokens): 32 bytes as 64
   * hex digits or base64, comma-separated; the first seals, all open (rotation). Unset: storing a
   * secret answers 503 (secrets/secret-box.ts).
   */
  SECRETS_KEY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.every((k) => parseSecretKey(k) !== null),
      'must be 32-byte keys (64 hex digits or base64), comma-separated',
    ),
  /** Non-public hosts user-given URLs may call anyway (outboundAllowHostsSetting above). */
  OUTBOUND_ALLOW_HOSTS: outboundAllowHostsSetting,
  /** true: user-given URLs may call any private or local address (a closed network). */
  OUTBOUND_ALLOW_PRIVATE: z
    .enum(['true', 'false', ''], { errorMap: () => ({ message: 'must be true or false' }) })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Which peers' X-Forwarded-For is believed when telling the client's address (sign-in and
   * registration limits): Express "trust proxy" names or addresses, comma-separated. The gateway
   * must be covered: in containers it is not on loopback (e.g. "loopback, uniquelocal").
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) =>
        list.length > 0 &&
        list.every((s) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(s)),
      'must be loopback, linklocal, uniquelocal or addresses/CIDRs, comma-separated',
    ),
};

export const baseEnvSchema = z.object(baseEnvShape);
export type BaseConfig = z.infer<typeof baseEnvSchema>;

export class ConfigError extends Error {}

/**
 * Any setting of the schema can come from a file instead: `<NAME>_FILE=/path` (Docker and
 * Kubernetes secrets, the compose init service's volume). A value set directly wins over the
 * file. Other variables that end in _FILE (SSL_CERT_FILE, …) are not ours and are left alone.
 */
export function withFileSettings(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const name of names) {
    const path = env[`${name}_FILE`];
    if (!path || env[name]) continue;
    try {
      out[name] = readFileSync(path, 'utf8').trim();
    } catch (err) {
      throw new ConfigError(
        `Configuration error: ${name}_FILE names a file that cannot be read (${(err as Error).message})`,
      );
    }
  }
  return out;
}

/** The variable names a schema reads (an object, possibly wrapped in refinements). */
function settingNames(schema: z.ZodTypeAny): string[] {
  let s: z.ZodTypeAny = schema;
  while (s instanceof z.ZodEffects) s = s.innerType();
  return s instanceof z.ZodObject ? Object.keys(s.shape as object) : [];
}

/**
 * Settings given in code rather than in the environment (a test's stack, a test's own limits):
 * each is merged over the environment's value and validated with it, as if it had been set there.
 * `undefined` stands for "not set".
 */
export type ConfigOverrides<S extends z.ZodTypeAny = typeof baseEnvSchema> = {
  [K in keyof z.input<S>]?: z.input<S>[K] | undefined;
};

/**
 * Parses process.env, with `overrides` merged over it, with the schema; throws ConfigError with
 * one readable line on failure.
 */
export function loadConfig<S extends z.ZodTypeAny>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides<S> = {},
): z.infer<S> {
  const result = schema.safeParse({ ...withFileSettings(env, settingNames(schema)), ...overrides });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ConfigError(`Configuration error: ${issue.path.join('.')} ${issue.message}`);
}

/** The validated config, injectable in every service (token CONFIG). */
export const CONFIG = Symbol('CONFIG');
