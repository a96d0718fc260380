#!/usr/bin/env node
// Search benchmark: p50/p95/p99 of GET /api/search through the gateway, side by side with the same
// SQL run directly on the index, at 1,000,000 notes of 10,000 users by default (issue 39: 10,000,000
// of 100,000, run with nice -n 10). Adds a run to the "Search" section of docs/benchmarks.md. Needs
// the built output (npx nx run-many -t build -p search-service,gateway) and the machine's Postgres
// and Redis (DATABASE_URL / REDIS_URL).
//
//   node tools/bench/search/run.mjs [--notes 1000000] [--users 10000] [--requests 2000] [--reload | --reuse] [--no-write]
//     --reuse: no load and no counting: build any index a load left unfinished, then measure
//     [--db-prefix wdbench]  (the bench's own databases, {prefix}_search; kept for the next run)
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBenchIndex } from './load.mjs';
import { buildQueries } from './queries.mjs';
import { writeSearchSection } from './report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const arg = (name, fallback) => {
  const at = argv.indexOf(`--${name}`);
  return at === -1 ? fallback : typeof fallback === 'number' ? Number(argv[at + 1]) : argv[at + 1];
};
const NOTES = arg('notes', 1_000_000);
const USERS = arg('users', 10_000);
const REQUESTS = arg('requests', 2000);
const DB_PREFIX = arg('db-prefix', 'wdbench');
const REDIS_PREFIX = `${DB_PREFIX}:`;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = (msg) => process.stdout.write(`bench │ ${msg}\n`);

const dist = (app) => join(root, `dist/apps/${app}/apps/${app}/src/main.js`);
const children = [];

async function main() {
  for (const app of ['search-service', 'gateway'])
    if (!existsSync(dist(app)))
      throw new Error(`Build first: npx nx run-many -t build -p search-service,gateway`);

  await ensureBenchIndex({
    root,
    databaseUrl: DATABASE_URL,
    dbName: `${DB_PREFIX}_search`,
    notes: NOTES,
    users: USERS,
    reload: argv.includes('--reload'),
    reuse: argv.includes('--reuse'),
    log,
  });

  // The stack's own keys, made for this run; sessions are signed with them as the auth service does.
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  /** @type {Record<string, string>} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL,
    REDIS_URL,
    DB_NAME_PREFIX: DB_PREFIX,
    REDIS_PREFIX,
    INTERNAL_TOKEN: randomBytes(24).toString('hex'),
    AUTH_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    HOST: '127.0.0.1',
  };
  const searchPort = await freePort(3100);
  const gatewayPort = await freePort(searchPort + 1);
  env.SEARCH_URL = `http://127.0.0.1:${searchPort}`;
  start('search-service', { ...env, PORT: String(searchPort) });
  start('gateway', { ...env, PORT: String(gatewayPort), WEB_DIST: join(root, 'dist/apps/web') });
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${env.SEARCH_URL}/internal/health`, 200);
  await waitFor(`${gateway}/api/search?q=x`, 401);
  log(
    `stack up: gateway ${gateway} → search ${env.SEARCH_URL} (databases ${DB_PREFIX}_*, Redis prefix ${REDIS_PREFIX})`,
  );

  const db = new pg.Client({ connectionString: withDb(DATABASE_URL, `${DB_PREFIX}_search`) });
  await db.connect();
  const queries = await buildQueries(db, 400);
  const sessions = await signIn(privateKey, [...new Set(queries.map((q) => q.userId))]);
  const service = require(
    join(root, 'dist/apps/search-service/apps/search-service/src/search/search.statements.js'),
  );
  const { parseQuery } = require(
    join(root, 'dist/apps/search-service/apps/search-service/src/search/search-query.js'),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const viaHttp = (q) =>
    httpGet(`${gateway}/api/search?q=${encodeURIComponent(q.text)}`, sessions.get(q.userId), agent);
  const viaSql = (q) => directSql(db, service, parseQuery, q);

  log(`warming up with ${queries.length} queries…`);
  for (const q of queries) {
    await viaSql(q);
    await viaHttp(q);
  }
  const loadAtStart = loadavg()[0].toFixed(1);
  log(`measuring ${REQUESTS} requests each way, one at a time (load average ${loadAtStart})…`);
  const samples = [];
  for (let i = 0; i < REQUESTS; i++) {
    const q = queries[i % queries.length];
    // Alternate which path goes first so neither profits from the other's cache.
    const order = i % 2 ? [viaSql, viaHttp] : [viaHttp, viaSql];
    const times = {};
    for (const fn of order) {
      const t = process.hrtime.bigint();
      const count = await fn(q);
      times[fn === viaHttp ? 'http' : 'sql'] = Number(process.hrtime.bigint() - t) / 1e6;
      times[fn === viaHttp ? 'httpCount' : 'sqlCount'] = count;
    }
    if (times.httpCount !== times.sqlCount)
      throw new Error(`"${q.text}": HTTP found ${times.httpCount}, SQL ${times.sqlCount}`);
    samples.push({ kind: q.kind, ...times });
  }

  const shape = (
    await db.query(`SELECT count(*)::int AS notes, count(DISTINCT user_id)::int AS users,
      (SELECT max(c) FROM (SELECT count(*) c FROM documents GROUP BY user_id) x)::int AS max_per_user
      FROM documents`)
  ).rows[0];
  // The table (heap and TOAST) and each of its indexes, summed over the partitions
  // (pg_partition_tree lists a plain table as its own only member).
  const sql = `SELECT 'table' AS name, sum(pg_table_size(relid)) AS bytes FROM pg_partition_tree('documents')
      UNION ALL SELECT i.indexrelid::regclass::text, sum(pg_relation_size(t.relid))
        FROM pg_index i, pg_partition_tree(i.indexrelid) t WHERE i.indrelid = 'documents'::regclass GROUP BY i.indexrelid
      UNION ALL SELECT 'table and indexes', sum(pg_total_relation_size(relid)) FROM pg_partition_tree('documents')`;
  const sizes = (await db.query(sql)).rows;
  const loaded = await db.query(`SELECT loaded_at, seconds, steps, load_average FROM bench_load`).then(
    (r) => r.rows[0],
    () => undefined,
  );
  const pgVersion = (await db.query(`SHOW server_version`)).rows[0].server_version;
  await db.end();
  const result = {
    command: `node tools/bench/search/run.mjs${argv.length ? ' ' + argv.filter((a) => a !== '--no-write').join(' ') : ''}`,
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Postgres ${pgVersion}, Node ${process.version}`,
    load: `${loadAtStart} at its start, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min) at its end`,
    shape,
    sizes,
    loaded,
    samples,
  };
  const report = writeSearchSection(root, result, !argv.includes('--no-write'));
  process.stdout.write(`\n${report}\n`);
}

function start(name, env) {
  const child = spawn(process.execPath, [dist(name)], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (d) => process.stderr.write(`${name} │ ${d}`));
  children.push(child);
}

async function waitFor(url, status, ms = 60000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const got = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (got === status) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer ${status} within ${ms / 1000} s`);
}

async function signIn(privateKey, userIds) {
  const { SignJWT } = require(join(root, 'node_modules/jose'));
  const Redis = require(join(root, 'node_modules/ioredis'));
  const redis = new Redis(REDIS_URL);
  const cookies = new Map();
  for (const userId of userIds) {
    const sid = randomUUID();
    const token = await new SignJWT({ sid, username: `bench_${userId.slice(0, 8)}` })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(userId)
      .setIssuer('work-diary-auth')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(privateKey);
    await redis.set(`${REDIS_PREFIX}session:${sid}`, userId, 'EX', 7200);
    cookies.set(userId, `wd_session=${token}`);
  }
  redis.disconnect();
  return cookies;
}

function httpGet(url, cookie, agent) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie, accept: 'application/json' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(JSON.parse(body).length)
            : reject(new Error(`${res.statusCode} ${body}`)),
        );
      })
      .on('error', reject);
  });
}

/** Exactly what the search service runs: the full-text query, then the typo fallback if it found nothing. */
async function directSql(db, service, parseQuery, q) {
  const parsed = parseQuery(q.text);
  if (!parsed) return 0;
  // The service's own full-text follow-up (search.statements.ts), on this pg client.
  const rows = await service.rankedFullText(
    (sql, params) => db.query(sql, params).then((r) => r.rows),
    q.userId,
    parsed.tsquery,
  );
  if (rows.length || !parsed.fuzzyWords.length) return rows.length;
  await db.query('BEGIN');
  await db.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
    String(service.TYPO_THRESHOLD),
  ]);
  const fuzzy = await db.query(service.trigramSql(parsed.fuzzyWords.length), [
    q.userId,
    ...parsed.fuzzyWords,
  ]);
  await db.query('COMMIT');
  return fuzzy.rows.length;
}

function withDb(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function freePort(from) {
  for (let port = from; port < 4000; port++) {
    const free = await new Promise((resolve) => {
      const srv = createServer().once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3100-3999');
}

async function stop() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
}

main().then(stop, async (err) => {
  process.stderr.write(`bench: ${err.message}\n`);
  await stop();
  process.exitCode = 1;
});
