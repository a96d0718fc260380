// Every test run gets its own databases (DB_NAME_PREFIX) and Redis names (REDIS_PREFIX), its own
// signing keys and internal token, and removes them afterwards. Real Postgres, real Redis.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Redis from 'ioredis';
import { Client } from 'pg';
import type { ConfigOverrides } from '@diary/server-core';

export interface TestEnv {
  dbPrefix: string;
  redisPrefix: string;
  privateKey: string;
  publicKey: string;
  internalToken: string;
  /** Encrypts the secrets services keep for users (SECRETS_KEY). */
  secretsKey: string;
  /** The Redis the run's services, sessions and event listeners use. */
  redisUrl: string;
}

export function generateSessionKeys(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * A new isolated run: its database and Redis prefixes, signing keys and internal token, on the
 * machine's Redis (REDIS_URL) unless given another.
 */
export function prepareTestEnv(redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'): TestEnv {
  const id = randomBytes(4).toString('hex');
  const keys = generateSessionKeys();
  return {
    dbPrefix: `t_${id}`,
    redisPrefix: `t:${id}:`,
    internalToken: randomBytes(24).toString('hex'),
    secretsKey: randomBytes(32).toString('hex'),
    redisUrl,
    ...keys,
  };
}

/** The settings that give a service the run's databases, Redis names, keys and token. */
export function testEnvConfig(env: TestEnv): ConfigOverrides & { AUTH_PRIVATE_KEY: string } {
  return {
    NODE_ENV: 'test',
    REDIS_URL: env.redisUrl,
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL as ConfigOverrides['LOG_LEVEL']) ?? 'silent',
    DB_NAME_PREFIX: env.dbPrefix,
    REDIS_PREFIX: env.redisPrefix,
    INTERNAL_TOKEN: env.internalToken,
    SECRETS_KEY: env.secretsKey,
    AUTH_PUBLIC_KEY: env.publicKey,
    AUTH_PRIVATE_KEY: env.privateKey,
  };
}

/** Drops the run's databases and deletes its Redis keys. */
export async function cleanupTestEnv(env: TestEnv): Promise<void> {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = '/postgres';
  const pg = new Client({ connectionString: url.toString() });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${env.dbPrefix}\\_%`],
    );
    for (const { datname } of rows) await pg.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await pg.end();
  }
  const redis = new Redis(env.redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.redisPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Whether a port can be listened on at 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * A port free to listen on, picked below Linux's ephemeral range (32768-60999): a port the system
 * hands out (listen(0)) is also the local port of the next outgoing connection, to Postgres or
 * Redis say, so it could be taken between this check and the service's listen (EADDRINUSE);
 * below the range only another test picking the same random port can take it.
 */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port found between 20000 and 32000 after 50 tries');
}
