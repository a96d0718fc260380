// What the stack benchmarks share: start the built product as `npm start` runs it
// (tools/dev/start.mjs, SKIP_BUILD=1) on a free port with its own databases and Redis prefix, stop
// it and drop those databases, sample the services' resident memory from /proc while a piece of
// work runs, and write one section of docs/benchmarks.md.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { freePort } from '../dev/infra.mjs';
import { REGISTRY } from '../services.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVICES = REGISTRY.map((s) => s.app);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (m) => process.stdout.write(`bench │ ${m}\n`);
const pgBase = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Resolves once `url` answers 2xx (every 500 ms, for up to two minutes). */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(500);
  }
  throw new Error(`${url} never answered`);
}

/**
 * @typedef {object} Stack
 * @property {string} base the gateway's http://127.0.0.1:port
 * @property {number} pid the launcher's pid
 * @property {(service: string) => string} databaseUrl the URL of one service's database
 * @property {() => Promise<void>} stop stops the stack and drops its databases
 */

/**
 * Registers `name` through the gateway (naming the origin, as a browser would under the same-origin
 * rule) and returns its session cookie and user id.
 * @param {string} base
 * @param {string} name
 */
export async function register(base, name) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin },
    body: JSON.stringify({ username: name, password: 'bench-password-1', email: `${name}@example.com` }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return {
    cookie: res.headers.get('set-cookie').split(';')[0],
    id: /** @type {{ id: string }} */ (await res.json()).id,
  };
}

/**
 * Starts the built stack under the prefix `prefix` (databases `${prefix}_*`, Redis keys
 * `${prefix}:`) and waits for /api/health. `env` adds or overrides variables (LOG_LEVEL, MODE…);
 * `onOutput` receives what the stack prints (its log lines as the launcher formats them); `root`
 * names another checkout to start, with its own build (tools/bench/api/side-by-side.mjs).
 * @param {string} prefix
 * @param {Record<string, string>} [env]
 * @param {{ onOutput?: (text: string) => void, root?: string }} [opts]
 * @returns {Promise<Stack>}
 */
export async function startStack(prefix, env = {}, opts = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = opts.root ?? root;
  const launcher = spawn(process.execPath, [join(dir, 'tools/dev/start.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DB_NAME_PREFIX: prefix,
      REDIS_PREFIX: `${prefix}:`,
      ...env,
    },
    stdio: ['ignore', opts.onOutput ? 'pipe' : 'ignore', opts.onOutput ? 'pipe' : 'ignore'],
  });
  for (const stream of [launcher.stdout, launcher.stderr])
    stream?.on('data', (chunk) => opts.onOutput?.(String(chunk)));
  const stop = async () => {
    if (launcher.exitCode === null) {
      const exited = new Promise((r) => launcher.once('exit', r));
      launcher.kill('SIGINT');
      await exited;
    }
    await dropDatabases(prefix);
  };
  try {
    await waitFor(`${base}/api/health`);
  } catch (err) {
    await stop();
    throw err;
  }
  const databaseUrl = (service) => {
    const url = new URL(pgBase());
    url.pathname = `/${prefix}_${service}`;
    return url.toString();
  };
  return { base, pid: launcher.pid, databaseUrl, stop };
}

/** @param {string} prefix */
async function dropDatabases(prefix) {
  const admin = new pg.Client({ connectionString: pgBase() });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}\\_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * The pid of each service process the launcher started (MODE=services), found by its main.js path.
 * @param {number} launcherPid
 * @returns {Record<string, number>}
 */
export function servicePids(launcherPid) {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = out
    .split('\n')
    .map((l) => l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean);
  /** @type {Record<string, number>} */
  const pids = {};
  for (const [, pid, ppid, args] of rows)
    for (const s of SERVICES)
      if (Number(ppid) === launcherPid && args.includes(`dist/apps/${s}/`)) pids[s] = Number(pid);
  return pids;
}

/** A process's resident memory in MB (0 once it is gone). @param {number} pid */
export const rssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  } catch {
    return 0;
  }
};

/**
 * Runs `work` while sampling each process's RSS every 20 ms; gives its result, its wall time and
 * each process's RSS before and at its peak.
 * @template T
 * @param {Record<string, number>} pids
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, ms: number, before: Record<string, number>, peak: Record<string, number> }>}
 */
export async function measured(pids, work) {
  const before = Object.fromEntries(Object.entries(pids).map(([s, pid]) => [s, rssMb(pid)]));
  const peak = { ...before };
  const timer = setInterval(() => {
    for (const [s, pid] of Object.entries(pids)) peak[s] = Math.max(peak[s], rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/**
 * The hand-written commentary of the section `heading` in docs/benchmarks.md: from its paragraph
 * that begins "Reading these figures" to the section's end (none: an empty list), for a bench to
 * put back after the figures it rewrites.
 * @param {string} heading
 * @returns {string[]}
 */
export function handWritten(heading) {
  const file = join(root, 'docs/benchmarks.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = text.indexOf(heading);
  const end = text.indexOf('\n## ', start + heading.length);
  const section = start < 0 ? '' : text.slice(start, end < 0 ? undefined : end);
  const notes = section.indexOf('\nReading these figures');
  return notes < 0 ? [] : [section.slice(notes + 1).trimEnd()];
}

/**
 * Puts `section` (which starts with `heading`) in docs/benchmarks.md in place of the section of
 * that heading (up to the next `## `), or at the end when there is none.
 * @param {string} heading
 * @param {string} section
 */
export function writeBenchSection(heading, section) {
  const file = join(root, 'docs/benchmarks.md');
  const text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : "# Benchmarks\n\nFigures measured on this project's 2-core, 24 GiB machine, with the command that produced them.\n";
  const body = section.endsWith('\n') ? section : `${section}\n`;
  const start = text.indexOf(heading);
  const next = start < 0 ? -1 : text.indexOf('\n## ', start + heading.length);
  const updated =
    start < 0
      ? `${text.trimEnd()}\n\n${body}`
      : `${text.slice(0, start)}${body}${next < 0 ? '' : `\n${text.slice(next + 1)}`}`;
  writeFileSync(file, updated.endsWith('\n') ? updated : `${updated}\n`);
  log('docs/benchmarks.md updated');
}
