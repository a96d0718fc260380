#!/usr/bin/env node
// The floor of the search HTTP path on this machine: the search service's exact SQL (full text,
// then the typo fallback) in a bare Node http handler, reached directly and through a bare Node
// proxy, against the same SQL run directly; the same queries as run.mjs, one request at a time.
// The handler and the proxy run in processes of their own, as the services and the gateway do.
// Shows how much of the HTTP path's cost is HTTP on this machine and how much is the framework.
// Needs the bench index of run.mjs and the built search service.
//   node tools/bench/search/floor.mjs [--requests 1200] [--db-prefix wdbench]
import { fork } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildQueries } from './queries.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const REQUESTS = Number(arg('requests', 1200));
const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
dbUrl.pathname = `/${arg('db-prefix', 'wdbench')}_search`;
const built = (file) => require(join(root, 'dist/apps/search-service/apps/search-service/src/search', file));
const service = built('search.statements.js');
const { parseQuery } = built('search-query.js');

/** Exactly the service's statements for one query. */
async function search(db, userId, text) {
  const parsed = parseQuery(text);
  if (!parsed) return [];
  // The service's own full-text follow-up (search.statements.ts), on this pg client.
  const rows = await service.rankedFullText(
    (sql, params) => db.query(sql, params).then((r) => r.rows),
    userId,
    parsed.tsquery,
  );
  if (rows.length || !parsed.fuzzyWords.length) return rows;
  await db.query('BEGIN');
  await db.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
    String(service.TYPO_THRESHOLD),
  ]);
  const fuzzy = await db.query(service.trigramSql(parsed.fuzzyWords.length), [userId, ...parsed.fuzzyWords]);
  await db.query('COMMIT');
  return fuzzy.rows;
}

const connect = async () => {
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  return c;
};
const listen = (server) => new Promise((r) => server.listen(0, '127.0.0.1', () => r(server.address().port)));

/** Runs one of the two servers in this process when forked with a role; returns its port to the parent. */
async function serve(role, target) {
  if (role === 'handler') {
    const handlerDb = await connect();
    return listen(
      http.createServer(async (req, res) => {
        const url = new URL(req.url, 'http://bench');
        const rows = await search(handlerDb, url.searchParams.get('u'), url.searchParams.get('q'));
        const body = JSON.stringify(
          rows.map((r) => ({ id: r.id, type: r.type, date: r.date, snippet: r.content.slice(0, 150) })),
        );
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      }),
    );
  }
  const upstream = new http.Agent({ keepAlive: true });
  return listen(
    http.createServer((req, res) => {
      const up = http.request(
        {
          host: '127.0.0.1',
          port: target,
          path: req.url,
          method: req.method,
          headers: req.headers,
          agent: upstream,
        },
        (r) => {
          res.writeHead(r.statusCode, r.headers);
          r.pipe(res);
        },
      );
      req.pipe(up);
    }),
  );
}

if (process.argv.includes('--role')) {
  const port = await serve(arg('role'), Number(arg('target', 0)));
  process.send({ port });
} else {
  await measure();
}

function start(role, target = 0) {
  const child = fork(fileURLToPath(import.meta.url), ['--role', role, '--target', String(target), ...argv]);
  return new Promise((resolve) =>
    child.once('message', (/** @type {any} */ m) => resolve({ child, port: m.port })),
  );
}

async function measure() {
  const handler = await start('handler');
  const proxy = await start('proxy', handler.port);
  const barePort = handler.port;
  const proxyPort = proxy.port;
  const db = await connect();
  const queries = await buildQueries(db, 400);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (port, q) =>
    new Promise((resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/?u=${q.userId}&q=${encodeURIComponent(q.text)}`, { agent }, (r) =>
          r.resume().on('end', resolve),
        )
        .on('error', reject),
    );
  for (const q of queries) {
    await search(db, q.userId, q.text);
    await get(proxyPort, q);
  }
  const times = { 'direct SQL': [], 'bare handler': [], 'bare proxy → bare handler': [] };
  /** @type {Array<[string, (q: any) => Promise<unknown>]>} */
  const paths = [
    ['direct SQL', (q) => search(db, q.userId, q.text)],
    ['bare handler', (q) => get(barePort, q)],
    ['bare proxy → bare handler', (q) => get(proxyPort, q)],
  ];
  for (let i = 0; i < REQUESTS; i++) {
    const q = queries[i % queries.length];
    for (const [name, fn] of i % 2 ? paths : [...paths].reverse()) {
      const t = process.hrtime.bigint();
      await fn(q);
      times[name].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
  const pct = (xs, f) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * f)];
  const sqlP50 = pct(times['direct SQL'], 0.5);
  console.log(`| path | p50 ms | p95 ms | p50 / SQL p50 |\n|---|---|---|---|`);
  for (const [name, xs] of Object.entries(times))
    console.log(
      `| ${name} | ${pct(xs, 0.5).toFixed(2)} | ${pct(xs, 0.95).toFixed(2)} | ${(pct(xs, 0.5) / sqlP50).toFixed(2)}× |`,
    );
  handler.child.kill();
  proxy.child.kill();
  process.exit(0);
}
