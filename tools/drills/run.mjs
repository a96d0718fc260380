#!/usr/bin/env node
// `npm run drills`: fault drills against the whole stack on private Postgres and Redis. While note
// writes and session starts run through the gateway, each service is killed with SIGKILL (the
// launcher restarts it), then Redis and Postgres are restarted. Afterwards every acknowledged write
// must be there, every stopped session is summarized, search catches up and sockets deliver
// events; while a service was away the gateway must have answered 503 (never a hang or a 500).
// Needs the built apps (`npx nx run-many -t build`). Ends with "N passed, N failed".
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REGISTRY } from '../services.mjs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../dev/infra.mjs';
import { privatePostgres, privateRedis } from './infra.mjs';
import { Client } from './client.mjs';
import { startLoad } from './load.mjs';
import { socketEvent, until, verifySearch, verifySummaries, verifyWrites } from './verify.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => process.stdout.write(`drills │ ${m}\n`);
const results = [];
const check = (name, r) => {
  results.push({ name, ok: r.ok, detail: r.detail ?? '' });
  log(`${r.ok ? 'PASS' : 'FAIL'} ${name}${r.detail ? ` — ${r.detail}` : ''}`);
};

async function main() {
  const pgDir = join(root, 'tmp', 'drills', 'pg');
  log('starting private Postgres and Redis…');
  const pg = await privatePostgres(pgDir);
  const redis = await privateRedis();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stack = spawn(process.execPath, [join(root, 'tools/dev/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      SUMMARY_LOCK_MS: '5000',
      // The drills kill -9 one service at a time: each needs its own process.
      MODE: 'services',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stackLog = '';
  stack.stdout.on('data', (d) => (stackLog += d));
  stack.stderr.on('data', (d) => (stackLog += d));
  const shutdown = async () => {
    stack.kill('SIGINT');
    await new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', r)));
    redis.stop();
    await pg.db.stop().catch(() => {});
    // Everything the stack printed, for reading a failure after the run.
    writeFileSync(join(root, 'tmp', 'drills', 'stack.log'), stackLog);
  };
  try {
    const healthy = await until(
      async () => ({
        ok: (await new Client(base).call('GET', '/api/health', undefined, 2000)).status === 200,
      }),
      120000,
    );
    if (!healthy.ok) throw new Error(`the stack did not come up:\n${stackLog.slice(-3000)}`);
    const stateFile = join(root, 'tmp', `stack-${port}.json`);
    const pidOf = (name) => JSON.parse(readFileSync(stateFile, 'utf8')).services[name].pid;

    const client = new Client(base);
    const user = `drill${Date.now().toString(36)}`;
    const reg = await client.call('POST', '/api/auth/register', {
      username: user,
      password: 'drill-password',
      email: `${user}@example.com`,
    });
    if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${JSON.stringify(reg.body)}`);
    const date = new Date().toISOString().slice(0, 10);
    const load = startLoad(client, { workers: 3, date });
    await sleep(3000);

    for (const { name } of REGISTRY) {
      load.setPhase(name);
      log(`kill -9 ${name}`);
      process.kill(pidOf(name), 'SIGKILL');
      const t0 = Date.now();
      const back = await until(
        async () => ({
          ok: (await new Client(base).call('GET', '/api/health', undefined, 2000)).status === 200,
        }),
        60000,
        250,
      );
      check(`${name} comes back after kill -9`, {
        ok: back.ok,
        detail: `healthy again after ${Date.now() - t0} ms`,
      });
      load.setPhase('steady');
      await sleep(2000);
    }
    load.setPhase('redis');
    log('restarting Redis');
    await redis.restart(2000);
    await sleep(4000);
    load.setPhase('postgres');
    log('restarting Postgres');
    await pg.db.stop();
    log('Postgres stopped');
    await sleep(2000);
    await pg.db.start();
    log('Postgres started');
    const back = await until(
      async () => ({
        ok: (await new Client(base).call('GET', '/api/health', undefined, 2000)).status === 200,
      }),
      60000,
      250,
    );
    check('the stack is healthy after Postgres restarts', back);
    load.setPhase('steady');
    await sleep(3000);
    await load.stop();

    const outcomes = Object.fromEntries([...load.outcomes].sort());
    log(`responses by phase:status ${JSON.stringify(outcomes)}`);
    check('no hang and no 5xx other than 503 while services were away', {
      ok: load.failures.length === 0,
      detail: load.failures.length
        ? JSON.stringify(load.failures.slice(0, 5))
        : `${[...load.outcomes.values()].reduce((a, b) => a + b, 0)} requests`,
    });
    if (load.failures.length) {
      // What the services logged about them (errors only: the stack runs at LOG_LEVEL=warn).
      // The lines each service logged just before it answered 500: the error and its stack.
      const lines = stackLog.split('\n');
      const at500 = lines.flatMap((l, i) => (/→ 5(?!03)\d\d /.test(l) ? [i] : [])).slice(0, 3);
      for (const i of at500) log(`before a 5xx:\n${lines.slice(Math.max(0, i - 12), i + 1).join('\n')}`);
      if (!at500.length) {
        const errors = lines.filter((l) => /error|deadlock|exception/i.test(l));
        log(`the stack's error lines (last 20 of ${errors.length}):\n${errors.slice(-20).join('\n')}`);
      }
    }
    const diary503 = load.outcomes.get('diary:503') ?? 0;
    check('the gateway answered 503 while the diary service was away', {
      ok: diary503 > 0,
      detail: `${diary503} answers of 503`,
    });
    // Let the outbox relays drain after the restarts, then check.
    await sleep(2000);
    check('every acknowledged write is there', await verifyWrites(client, date, load.acked));
    check('every stopped session is summarized', await verifySummaries(client, date));
    check('the search index catches up', await verifySearch(client, load.acked));
    check(
      'sockets connect and deliver events after the drills',
      await socketEvent(base, client.cookie, 'draft_updated', () =>
        client.call('POST', '/api/draft-notes', { date, content: 'after the drills' }),
      ),
    );
  } catch (err) {
    check('drills ran', { ok: false, detail: err.message });
  } finally {
    await shutdown();
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  mkdirSync(join(root, 'tmp', 'test-results'), { recursive: true });
  writeFileSync(join(root, 'tmp', 'test-results', 'drills.txt'), `${passed} passed, ${failed} failed\n`);
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exit(failed ? 1 : 0);
}

if (!existsSync(join(root, 'dist/apps/gateway'))) {
  console.error('drills: build first (npx nx run-many -t build)');
  process.exit(1);
}
main();
