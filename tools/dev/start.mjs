#!/usr/bin/env node
// `npm start`: the whole stack on http://localhost:${PORT:-3000}. Builds what is stale, finds or
// starts Postgres and Redis, starts every service and the gateway with prefixed logs, prints the
// URL once /api/health is green, and on Ctrl+C stops everything it started.
// MODE=single (the default): the gateway and the four services in one Node process
// (tools/dev/single.mjs). MODE=services: one process each, as in a deployment.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres, ensureRedis, freePort, portInUse } from './infra.mjs';
import { BACKEND_SERVICES } from '../services.mjs';
import { localSecrets } from './secrets.mjs';
import { formatter, printChildOutput, serviceFormatter } from './log-format.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

const PORT = Number(process.env.PORT ?? 3000);
const MODE = process.env.MODE ?? 'single';
if (!['single', 'services'].includes(MODE)) {
  process.stderr.write(`MODE must be single or services (got ${MODE}).\n`);
  process.exit(1);
}
const HOST = process.env.HOST ?? '0.0.0.0';
const say = (msg) => process.stdout.write(`${'start'.padEnd(8)} │ ${msg}\n`);
// Copies: each gets the port it is given below.
const SERVICES = BACKEND_SERVICES.map((s) => ({ ...s }));

const children = [];
const cleanups = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  const deadline = Date.now() + 8000;
  while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const fn of cleanups.reverse()) await fn().catch((e) => say(`cleanup: ${e.message}`));
  say('stopped');
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

const running = {}; // name → { pid, port }, written to tmp/stack-{PORT}.json for drills and tools
const stateFile = join(root, 'tmp', `stack-${PORT}.json`);
function writeState() {
  mkdirSync(join(root, 'tmp'), { recursive: true });
  writeFileSync(stateFile, JSON.stringify({ port: PORT, pid: process.pid, services: running }, null, 2));
}
cleanups.push(async () => rmSync(stateFile, { force: true }));

/**
 * V8's young generation up to 32 MB per half (default 16): a request's short-lived objects die in
 * far fewer scavenges: about a tenth more API throughput for about 20 MB more at idle
 * (docs/benchmarks.md). The Docker image runs with the same flag; SERVICE_NODE_ARGS come after it.
 */
const NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];

function run(name, index, file, env, crashes = []) {
  const extra = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...NODE_FLAGS, ...extra, file], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // One process for all: each line names its service (pino's "service"), so the prefix follows it.
  const fmt = name === 'single' ? serviceFormatter(8) : formatter(name, index, 8);
  printChildOutput(child, fmt);
  running[name] = { pid: child.pid, port: Number(env.PORT) };
  writeState();
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (stopping) return;
    // A crashed service comes back by itself; one that keeps crashing stops the stack.
    const now = Date.now();
    const recent = [...crashes.filter((t) => now - t < 60000), now];
    if (recent.length > 5) {
      say(`${name} exited (${signal ?? code}) ${recent.length} times in a minute; stopping the stack`);
      return void stopAll(1);
    }
    say(`${name} exited (${signal ?? code}); restarting it`);
    setTimeout(() => !stopping && run(name, index, file, env, recent), 500);
  });
  children.push(child);
  return child;
}

/** The status a GET of url answers, 0 when none within 2 s. node:http, not fetch: fetch's undici
 * would stay loaded in the launcher for the stack's life (about 10 MB resident). */
function statusOf(url) {
  return new Promise((resolve) => {
    const req = get(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => resolve(0));
  });
}

async function waitForHealth(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end && !stopping) {
    if ((await statusOf(url)) === 200) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function main() {
  if (await portInUse(PORT)) {
    process.stderr.write(
      `Port ${PORT} is already in use (is the stack already running?). Stop it or set PORT.\n`,
    );
    process.exit(1);
  }
  if (process.env.SKIP_BUILD !== '1') {
    say('building what is stale (nx run-many -t build)…');
    const build = spawnSync(
      process.execPath,
      [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
      },
    );
    if (build.status !== 0) {
      process.stderr.write('The build failed; see above.\n');
      process.exit(1);
    }
  }
  const postgres = await ensurePostgres(root, say);
  cleanups.push(postgres.stop);
  const redis = await ensureRedis(say);
  cleanups.push(redis.stop);

  const shared = {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    ...localSecrets(root),
  };
  for (const s of SERVICES) {
    const port = Number(process.env[`${s.env}_PORT`] ?? (await freePort()));
    s.port = port;
    shared[`${s.env}_URL`] = `http://127.0.0.1:${port}`;
  }
  const gatewayEnv = { ...shared, PORT: String(PORT), HOST, WEB_DIST: join(root, 'dist/apps/web') };
  if (MODE === 'single') {
    say('one process for the gateway and the four services (MODE=services runs them apart)');
    run('single', 0, join(root, 'tools/dev/single.mjs'), gatewayEnv);
  } else {
    // One metrics port per process: the gateway's METRICS_PORT, the services the next four.
    const metricsPort = (i) =>
      process.env.METRICS_PORT ? { METRICS_PORT: String(Number(process.env.METRICS_PORT) + 1 + i) } : {};
    SERVICES.forEach((s, i) =>
      run(s.name, i, join(root, `dist/apps/${s.app}/apps/${s.app}/src/main.js`), {
        ...shared,
        PORT: String(s.port),
        HOST: '127.0.0.1',
        ...metricsPort(i),
      }),
    );
    run('gateway', SERVICES.length, join(root, 'dist/apps/gateway/apps/gateway/src/main.js'), gatewayEnv);
  }
  const ok = await waitForHealth(`http://127.0.0.1:${PORT}/api/health`, 120000);
  if (stopping) return;
  if (!ok) {
    say('the stack did not become healthy within 2 minutes; see the logs above');
    return stopAll(1);
  }
  say(`\x1b[1mready: http://localhost:${PORT}\x1b[0m  (Ctrl+C stops everything)`);
}

main().catch((err) => {
  process.stderr.write(`${err.message}\n`);
  void stopAll(1);
});
