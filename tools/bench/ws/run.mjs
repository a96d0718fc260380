#!/usr/bin/env node
// /ws benchmark: one gateway (the built one, as a child process), N authenticated sockets opened by
// several client processes, events published to Redis; reports publish → arrival latency (p50/p99)
// and the gateway's memory per socket (RSS delta / sockets). Not part of `npm test`.
//
//   flock /tmp/build.lock npx nx build gateway     # once, NX_DAEMON=false
//   ulimit -n 65536                                 # the gateway and each client need a descriptor per socket
//   node tools/bench/ws/run.mjs [--sockets 10000] [--clients 2] [--rate 1000] [--seconds 10]
//
// Needs Redis (REDIS_URL, default redis://127.0.0.1:6379); everything it writes is under its own
// prefix and deleted at the end. No Postgres or other service is needed: sessions are signed here
// with a throw-away key and cached in Redis exactly as the auth service caches live sessions.
import { fork, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { importPKCS8, SignJWT } from 'jose';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '2' },
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
  },
});
const SOCKETS = Number(args.sockets);
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bench:${randomBytes(4).toString('hex')}:`;
const say = (m) => process.stdout.write(`ws-bench │ ${m}\n`);

const main_js = join(root, 'dist/apps/gateway/apps/gateway/src/main.js');
if (!existsSync(main_js)) {
  process.stderr.write('The gateway is not built: run `NX_DAEMON=false npx nx build gateway` first.\n');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarize(name, results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const published = results.reduce((n, r) => n + r.published, 0);
  const received = results.reduce((n, r) => n + r.received, 0);
  const wrong = results.reduce((n, r) => n + r.wrong, 0);
  const f = (x) => (x === undefined ? '–' : x.toFixed(1));
  return {
    name,
    published,
    received,
    wrong,
    p50: f(percentile(latencies, 50)),
    p99: f(percentile(latencies, 99)),
    max: f(latencies.at(-1)),
  };
}

const children = [];
let gateway;
async function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill();
  if (gateway && gateway.exitCode === null) gateway.kill('SIGTERM');
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

async function main() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const signingKey = await importPKCS8(
    privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    'EdDSA',
  );
  const port = await freePort();
  const closed = await freePort(); // nothing listens here: a session not in Redis would be refused (503)
  const url = `http://127.0.0.1:${port}`;

  say(`starting the gateway on ${url} (Redis prefix ${PREFIX})`);
  gateway = spawn(process.execPath, [main_js], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      AUTH_PUBLIC_KEY: publicPem,
      INTERNAL_TOKEN: randomBytes(24).toString('hex'),
      ...Object.fromEntries(
        ['AUTH_URL', 'DIARY_URL', 'AI_URL', 'SEARCH_URL'].map((k) => [k, `http://127.0.0.1:${closed}`]),
      ),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (i > 100 || gateway.exitCode !== null) throw new Error('the gateway did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  say(`signing ${SOCKETS} sessions`);
  const redis = new Redis(REDIS_URL);
  const users = [];
  const pipeline = redis.pipeline();
  for (let i = 0; i < SOCKETS; i++) {
    const userId = randomUUID();
    const sid = randomUUID();
    const token = await new SignJWT({ sid, username: `bench_${i}` })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(userId)
      .setIssuer('work-diary-auth')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(signingKey);
    users.push({ userId, token });
    pipeline.set(`${PREFIX}session:${sid}`, userId, 'EX', 7200);
  }
  await pipeline.exec();
  redis.disconnect();

  const ask = (child, msg) =>
    new Promise((resolve, reject) => {
      child.once('message', (reply) => (reply.error ? reject(new Error(reply.error)) : resolve(reply)));
      child.send(msg);
    });
  for (let i = 0; i < CLIENTS; i++)
    children.push(fork(join(dirname(fileURLToPath(import.meta.url)), 'client.mjs')));
  await Promise.all(children.map((c) => ask(c, { cmd: 'init', redisUrl: REDIS_URL, prefix: PREFIX })));

  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssKb(gateway.pid);
  say(
    `gateway RSS before: ${(rssBefore / 1024).toFixed(1)} MB; opening ${SOCKETS} sockets from ${CLIENTS} processes`,
  );
  const loadBefore = loadavg()[0];
  const started = Date.now();
  const per = Math.ceil(SOCKETS / CLIENTS);
  const opened = await Promise.all(
    children.map((c, i) =>
      ask(c, {
        cmd: 'open',
        url: `ws://127.0.0.1:${port}/ws`,
        users: users.slice(i * per, (i + 1) * per),
        concurrency: 100,
      }),
    ),
  );
  const openSeconds = (Date.now() - started) / 1000;
  const total = opened.reduce((n, o) => n + o.opened, 0);
  const failed = opened.reduce((n, o) => n + o.failed, 0);
  say(`${total} sockets open (${failed} failed) in ${openSeconds.toFixed(1)} s`);
  await new Promise((r) => setTimeout(r, 3000));
  const rssAfter = rssKb(gateway.pid);
  const perSocketKb = (rssAfter - rssBefore) / total;
  say(
    `gateway RSS with sockets: ${(rssAfter / 1024).toFixed(1)} MB → ${perSocketKb.toFixed(1)} KB per socket`,
  );

  say(`steady: ${RATE} events/s to random users for ${SECONDS} s`);
  const steady = summarize(
    `steady ${RATE}/s × ${SECONDS} s`,
    await Promise.all(children.map((c) => ask(c, { cmd: 'steady', rate: RATE / CLIENTS, seconds: SECONDS }))),
  );
  say(`burst: one event to every socket at once`);
  const burst = summarize(
    `burst: 1 event to each of ${total} sockets at once`,
    await Promise.all(children.map((c) => ask(c, { cmd: 'burst' }))),
  );
  const rssEnd = rssKb(gateway.pid);
  await Promise.all(children.map((c) => ask(c, { cmd: 'close' }).catch(() => undefined)));

  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}; ${CLIENTS} client processes, Redis on localhost; ` +
      `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} (other work on the machine competes for the same cores).`,
    '',
    `| sockets | failed | open time | gateway RSS before → with sockets | memory per socket | RSS after the runs |`,
    `|---|---|---|---|---|---|`,
    `| ${total} | ${failed} | ${openSeconds.toFixed(1)} s | ${(rssBefore / 1024).toFixed(0)} MB → ${(rssAfter / 1024).toFixed(0)} MB | ${perSocketKb.toFixed(1)} KB | ${(rssEnd / 1024).toFixed(0)} MB |`,
    '',
    `| run | published | received | to a wrong socket | p50 ms | p99 ms | max ms |`,
    `|---|---|---|---|---|---|---|`,
    ...[steady, burst].map(
      (r) => `| ${r.name} | ${r.published} | ${r.received} | ${r.wrong} | ${r.p50} | ${r.p99} | ${r.max} |`,
    ),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  const pass =
    total === SOCKETS &&
    steady.received === steady.published &&
    steady.wrong === 0 &&
    Number(steady.p99) < 100;
  say(pass ? `PASS: ${total} sockets, steady p99 ${steady.p99} ms < 100 ms` : 'FAIL: see the figures above');
  process.exitCode = pass ? 0 : 1;
}

main()
  .catch((err) => {
    process.stderr.write(`ws-bench: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  })
  .finally(cleanup);
