// Starts the whole stack (tools/dev/start.mjs, already built) on free ports with its own databases
// and Redis names, for one browser-test run; stops it and removes its data afterwards.
import { spawn, ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeFileSync, readFileSync, existsSync, rmSync, mkdirSync } from 'node:fs';
import { Client } from 'pg';

export const root = join(__dirname, '..', '..', '..');
const stateFile = join(root, 'tmp', 'e2e-stack.json');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `env` adds settings (e.g. a spec's own OpenID Connect provider); `port` when the spec must know
 * the address first; `remember: false` for a spec's second stack, which the spec stops itself
 * (stopChildStack) while the run's stack stays the one global-teardown stops.
 */
export async function startStack(
  options: { env?: Record<string, string>; port?: number; remember?: boolean } = {},
): Promise<{ baseURL: string; child: ChildProcess; dbPrefix: string }> {
  const port = options.port ?? (await freePort());
  const id = randomBytes(3).toString('hex');
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const child = spawn(process.execPath, [join(root, 'tools/dev/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DB_NAME_PREFIX: `e2e_${id}`,
      REDIS_PREFIX: `e2e:${id}:`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser test registers its own users from 127.0.0.1; the per-address limits meant
      // for the open internet would refuse them after a few tests.
      REGISTER_MAX_PER_IP: process.env.REGISTER_MAX_PER_IP ?? '100000',
      LOGIN_MAX_FAILURES_PER_IP: process.env.LOGIN_MAX_FAILURES_PER_IP ?? '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`The stack exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  if (options.remember !== false)
    writeFileSync(stateFile, JSON.stringify({ pid: child.pid, baseURL, dbPrefix: `e2e_${id}` }));
  return { baseURL, child, dbPrefix: `e2e_${id}` };
}

/** Stops a stack started with `remember: false` and drops its databases. */
export async function stopChildStack(stack: { child: ChildProcess; dbPrefix: string }): Promise<void> {
  if (stack.child.exitCode === null) {
    const exited = new Promise((resolve) => stack.child.once('exit', resolve));
    stack.child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  await dropStackDatabases(stack.dbPrefix);
}

/** Drops the databases of a stack's DB_NAME_PREFIX (best effort; not with an outside DATABASE_URL). */
export async function dropStackDatabases(prefix: string): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const pg = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await pg.connect();
    const { rows } = await pg.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}\\_%`],
    );
    for (const { datname } of rows) await pg.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } catch {
    /* best effort */
  } finally {
    await pg.end().catch(() => undefined);
  }
}

export async function stopStack(): Promise<void> {
  if (!existsSync(stateFile)) return;
  const { pid } = JSON.parse(readFileSync(stateFile, 'utf8')) as { pid: number };
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(stateFile, { force: true });
}
