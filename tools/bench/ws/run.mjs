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
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../dev/infra.mjs';
import { ask, numericOptions, openAll, REDIS_URL, startClients } from './client-processes.mjs';
import { summarize } from './figures.mjs';
import { assertGatewayBuilt, rssKb, startGateway } from './gateway-process.mjs';
import { dropPrefix, signSessions } from './sessions.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const {
  sockets: SOCKETS,
  clients: CLIENTS,
  rate: RATE,
  seconds: SECONDS,
} = numericOptions({
  sockets: 10000,
  clients: 2,
  rate: 1000,
  seconds: 10,
});
const PREFIX = `bench:${randomBytes(4).toString('hex')}:`;
const say = (m) => process.stdout.write(`ws-bench │ ${m}\n`);

assertGatewayBuilt(root);

const children = [];
let gateway;
async function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill();
  if (gateway && gateway.exitCode === null) gateway.kill('SIGTERM');
  await dropPrefix(REDIS_URL, PREFIX);
}

async function main() {
  const port = await freePort();
  say(`starting the gateway on http://127.0.0.1:${port} (Redis prefix ${PREFIX})`);
  say(`signing ${SOCKETS} sessions`);
  const { publicPem, users } = await signSessions(REDIS_URL, PREFIX, SOCKETS);
  gateway = await startGateway({ root, port, prefix: PREFIX, publicPem, logLevel: 'warn' });

  children.push(...(await startClients(CLIENTS, { prefix: PREFIX })));

  await new Promise((r) => setTimeout(r, 1000));
  const rssBefore = rssKb(gateway.pid);
  say(
    `gateway RSS before: ${(rssBefore / 1024).toFixed(1)} MB; opening ${SOCKETS} sockets from ${CLIENTS} processes`,
  );
  const loadBefore = loadavg()[0];
  const { total, failed, seconds: openSeconds } = await openAll(children, users, `ws://127.0.0.1:${port}/ws`);
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
