#!/usr/bin/env node
// /ws benchmark across gateways behind HAProxy (issue 39, "ten times the data"): N built gateways
// (one process each, the same Redis), HAProxy in front (its configuration made by
// tools/cluster's haproxyConfig), authenticated sockets from several client processes, each socket
// the web app's own SocketClient (bundled from apps/web/src/app/socket/socket-client.ts, so it
// identifies, pings and reconnects with the browser's backoff). Phases: open every socket; steady
// events (--runs times), each checked to arrive at its user's socket only; memory per socket on each
// gateway; kill -9 of the first gateway and the time until every dropped socket is connected
// again through HAProxy; then one event to every socket, all of which must arrive. Not in `npm test`.
//
//   NX_DAEMON=false npx nx build gateway           # once
//   ulimit -n 20000                                 # every process holds a descriptor per socket
//   node tools/bench/ws/cluster.mjs [--sockets 50000] [--gateways 2] [--rate 1000] [--seconds 30] [--runs 2]
//
// A process holds at most `ulimit -n` descriptors: a gateway one per socket, an HAProxy process two
// per socket. So the bench runs as many HAProxy processes on the one port as the sockets need
// (SO_REUSEPORT, each with its own source address towards the gateways), and refuses to start when
// a gateway would have to hold more sockets than its descriptors allow (after the kill the others
// hold them all). Client process i connects to HAProxy at 127.0.0.(10+i), so that each has its own
// ~28,000 ports (a port is unique per source and destination) without binding a source address:
// bind-before-connect made the kernel search every bound port on each connect, 43% of a client's
// CPU in the reconnect after a kill (docs/benchmarks.md).
// Needs Redis (REDIS_URL) and haproxy; its keys are under its own prefix and deleted at the end, the
// gateways' logs (default level) are in tmp/ws-cluster-{pid}/ while it runs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { haproxyConfig } from '../../cluster/cluster.mjs';
import { freePort } from '../../dev/infra.mjs';
import { ask, numericOptions, openAll, REDIS_URL, startClients } from './client-processes.mjs';
import { percentile, summarize } from './figures.mjs';
import { cpuByRole } from '../cpu-time.mjs';
import { assertGatewayBuilt, openSockets, rssKb, startGateway } from './gateway-process.mjs';
import { dropPrefix, signSessions } from './sessions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const args = numericOptions({
  sockets: 50000,
  gateways: 2,
  clients: undefined,
  rate: 1000,
  seconds: 30,
  runs: 2,
});
const SOCKETS = args.sockets;
const GATEWAYS = args.gateways;
const RATE = args.rate;
const SECONDS = args.seconds;
const RUNS = args.runs;
const PREFIX = `bench:cluster:${randomBytes(4).toString('hex')}:`;
const say = (m) => process.stdout.write(`ws-cluster │ ${m}\n`);

/** This process's descriptor limit (the shell's `ulimit -n`; children inherit it). */
const FD_LIMIT = Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))[1]);
const FD_SPARE = 200; // listeners, Redis, logs, the health checks
const PER_PROXY = Math.floor((FD_LIMIT - FD_SPARE) / 2); // HAProxy: a descriptor each side
const PER_CLIENT = Math.min(FD_LIMIT - FD_SPARE, 25000); // ~28,000 ports from one source address
const CLIENTS = args.clients ?? Math.ceil(SOCKETS / (PER_CLIENT * 0.8));
// The kernel spreads connections over the HAProxy processes by a hash: leave each a third spare.
const PROXIES = Math.ceil(SOCKETS / (PER_PROXY * 0.66));
const AFTER_KILL = Math.ceil(SOCKETS / (GATEWAYS - 1)); // what each survivor holds at least

// The web client's reconnect schedule (apps/web/src/app/socket/socket-client.ts), read in main().
let backoff;

function refuseWhatCannotFit() {
  const problems = [];
  if (GATEWAYS < 2) problems.push('--gateways must be 2 or more (one is killed)');
  if (AFTER_KILL > FD_LIMIT - FD_SPARE)
    problems.push(
      `after the kill each of the ${GATEWAYS - 1} other gateway(s) holds ${AFTER_KILL} sockets, but a process may ` +
        `open ${FD_LIMIT} descriptors here (ulimit -n; raising the hard limit needs CAP_SYS_RESOURCE)`,
    );
  if (CLIENTS * PER_CLIENT < SOCKETS) problems.push(`--clients ${CLIENTS} cannot hold ${SOCKETS} sockets`);
  if (problems.length === 0) return;
  process.stderr.write(`ws-cluster: cannot run as asked:\n- ${problems.join('\n- ')}\n`);
  process.exit(2);
}

/** The loopback address client process i connects to (HAProxy listens on each). */
const clientTarget = (i) => `127.0.0.${10 + i}`;

const tmp = join(root, 'tmp', `ws-cluster-${process.pid}`);
const children = [];
const gateways = []; // { name, port, child }
async function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  for (const g of gateways)
    if (g.child.exitCode === null && g.child.signalCode === null) g.child.kill('SIGTERM');
  await dropPrefix(REDIS_URL, PREFIX);
  if (process.exitCode) say(`the gateways' logs are in ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}

/** The web app's socket client as an ES module this Node can import, and its reconnect schedule. */
async function bundleWebClient() {
  const out = join(tmp, 'socket-client.mjs');
  await build({
    entryPoints: [join(root, 'apps/web/src/app/socket/socket-client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'warning',
  });
  const web = await import(pathToFileURL(out).href);
  const firstMax = web.RECONNECT_BASE_MS + web.RECONNECT_JITTER_MS;
  let allMax = 0;
  for (let a = 1; a <= web.MAX_RECONNECT_ATTEMPTS; a++) allMax += web.reconnectDelay(a, () => 0.999999);
  return { module: pathToFileURL(out).href, firstMin: web.reconnectDelay(1, () => 0), firstMax, allMax };
}

async function startProxies(port) {
  const pool = {
    name: 'gateway',
    port,
    check: '/api/health/live',
    members: gateways.map((g) => g.port),
    public: true,
  };
  for (let i = 0; i < PROXIES; i++) {
    const file = join(tmp, `haproxy-${i + 1}.cfg`);
    writeFileSync(
      file,
      haproxyConfig(port, [pool], {
        maxconn: PER_PROXY,
        source: `127.0.1.${i + 1}`,
        balance: 'leastconn',
        binds: ['127.0.0.1', ...Array.from({ length: CLIENTS }, (_, c) => clientTarget(c))],
      }),
    );
    const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
    if (check.error) throw new Error('haproxy is not installed (Debian: apt-get install haproxy)');
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
    const proxy = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(proxy);
  }
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 100) throw new Error('HAProxy did not answer');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const memory = () =>
  gateways
    .filter((g) => g.child.exitCode === null && g.child.signalCode === null)
    .map((g) => ({ name: g.name, rss: rssKb(g.child.pid), sockets: openSockets(g.child.pid) }));
/** value → how many times it occurs. */
const counted = (values) => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map());
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const load = () => loadavg()[0].toFixed(1);
/** The local Redis server's pid, when one runs (its CPU counts in the kill's figures). */
const redisPid = () =>
  (spawnSync('pgrep', ['-x', 'redis-server'], { encoding: 'utf8' }).stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map(Number);

async function main() {
  refuseWhatCannotFit();
  assertGatewayBuilt(root);
  mkdirSync(tmp, { recursive: true });
  backoff = await bundleWebClient();
  const loadStart = load();

  say(`signing ${SOCKETS} sessions (Redis prefix ${PREFIX})`);
  const { publicPem, users } = await signSessions(REDIS_URL, PREFIX, SOCKETS);
  for (let i = 0; i < GATEWAYS; i++) {
    const port = await freePort();
    const name = `gateway-${'abcdefgh'[i] ?? i}`;
    // The gateway's default logging (info), as `npm run cluster` runs it, into a file of its own.
    const output = openSync(join(tmp, `${name}.log`), 'a');
    const child = await startGateway({ root, port, prefix: PREFIX, publicPem, output });
    gateways.push({ name, port, child });
  }
  const port = await freePort();
  await startProxies(port);
  say(
    `${GATEWAYS} gateways behind ${PROXIES} HAProxy processes on http://127.0.0.1:${port} (load ${load()})`,
  );

  const clients = await startClients(CLIENTS, { prefix: PREFIX, socketClientModule: backoff.module });
  children.push(...clients);
  await new Promise((r) => setTimeout(r, 1000));
  const before = memory();

  say(`opening ${SOCKETS} sockets from ${CLIENTS} processes`);
  const {
    total,
    failed,
    seconds: openSeconds,
  } = await openAll(clients, users, (i) => `ws://${clientTarget(i)}:${port}/ws`);
  say(`${total} sockets open (${failed} gave up) in ${openSeconds.toFixed(1)} s (load ${load()})`);
  await new Promise((r) => setTimeout(r, 3000));
  const withSockets = memory();
  const perGateway = withSockets.map((g, i) => {
    const sockets = g.sockets - before[i].sockets;
    return { ...g, before: before[i].rss, held: sockets, perSocketKb: (g.rss - before[i].rss) / sockets };
  });
  for (const g of perGateway)
    say(
      `${g.name}: ${g.held} sockets, RSS ${mb(g.before)} → ${mb(g.rss)} (${g.perSocketKb.toFixed(1)} KB per socket)`,
    );

  const steady = [];
  for (let run = 1; run <= RUNS; run++) {
    const loadBefore = load();
    say(`steady run ${run}: ${RATE} events/s to random users for ${SECONDS} s (load ${loadBefore})`);
    const r = summarize(
      `steady ${run}: ${RATE}/s × ${SECONDS} s`,
      await Promise.all(
        clients.map((c) => ask(c, { cmd: 'steady', rate: RATE / CLIENTS, seconds: SECONDS })),
      ),
    );
    steady.push({ ...r, load: `${loadBefore} → ${load()}` });
    say(
      `  p50 ${r.p50} / p99 ${r.p99} / max ${r.max} ms; ${r.received} of ${r.published}, ${r.wrong} to a wrong socket`,
    );
  }
  const rssAfterRuns = memory();

  const victim = gateways[0];
  const onVictim = perGateway[0].held;
  const loadKill = load();
  say(`kill -9 ${victim.name} (${onVictim} sockets; load ${loadKill})`);
  // Who used the cores while the dropped sockets came back (the clients and HAProxy stand in for
  // browsers and a load balancer on other machines; here they share the same 2 cores).
  const roles = {
    gateways: gateways.filter((g) => g !== victim).map((g) => g.child.pid),
    haproxy: children.filter((c) => c.spawnfile === 'haproxy').map((c) => c.pid),
    clients: clients.map((c) => c.pid),
    redis: redisPid(),
    bench: [process.pid],
  };
  const cpuAtKill = cpuByRole(roles);
  const killedAt = Date.now();
  victim.child.kill('SIGKILL');
  const deadline = killedAt + backoff.allMax + 60000;
  let state;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const parts = await Promise.all(clients.map((c) => ask(c, { cmd: 'status', since: killedAt })));
    state = {
      connected: parts.reduce((n, p) => n + p.connected, 0),
      dropped: parts.reduce((n, p) => n + p.dropped, 0),
      gaveUp: parts.reduce((n, p) => n + p.gaveUp, 0),
      backAfterMs: parts.flatMap((p) => p.backAfterMs).sort((a, b) => a - b),
      backOnAttempt: parts.flatMap((p) => p.backOnAttempt),
      closedAfterMs: parts.flatMap((p) => p.closedAfterMs).sort((a, b) => a - b),
      closeCodes: [...counted(parts.flatMap((p) => p.closeCodes))].map(([code, n]) => `${n} × ${code}`),
    };
    const settled = state.dropped > 0 && state.backAfterMs.length + state.gaveUp >= state.dropped;
    if ((settled && state.connected + state.gaveUp >= total) || Date.now() > deadline) break;
  }
  const allBackMs = state.backAfterMs.length === state.dropped ? state.backAfterMs.at(-1) : undefined;
  const cpuAfter = cpuByRole(roles);
  const wall = (Date.now() - killedAt) / 1000;
  const cpuUsed = Object.entries(cpuAfter)
    .map(([role, sec]) => `${role} ${(sec - cpuAtKill[role]).toFixed(1)} s`)
    .join(', ');
  const afterKill = memory();
  say(
    `${state.dropped} sockets dropped (close codes ${state.closeCodes.join(', ')}; the last seen closed ${state.closedAfterMs.at(-1)} ms after the kill), ${state.backAfterMs.length} back (p50 ${percentile(state.backAfterMs, 50)} ms, ` +
      `all after ${allBackMs ?? '–'} ms), ${state.gaveUp} gave up; ${state.connected} of ${total} connected`,
  );
  say(`one event to each of the ${total} sockets`);
  const check = summarize(
    `after the kill: 1 event to each of ${total} sockets at once`,
    await Promise.all(clients.map((c) => ask(c, { cmd: 'burst' }))),
  );
  await Promise.all(clients.map((c) => ask(c, { cmd: 'close' }).catch(() => undefined)));

  const s = (n) => (n / 1000).toFixed(1);
  /** "1: 9,000, 2: 400, 3: 100": how many came back on each reconnect attempt. */
  const byAttempt = (attempts) =>
    [...counted(attempts)]
      .sort(([a], [b]) => a - b)
      .map(([a, n]) => `${a}: ${n}`)
      .join(', ');
  const lines = [
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}; ` +
      `${GATEWAYS} gateways, ${PROXIES} HAProxy processes, ${CLIENTS} client processes, ulimit -n ${FD_LIMIT}; load average ${loadStart} at the start → ${load()} at the end.`,
    '',
    `| sockets | gave up | open time | ${perGateway.map((g) => `${g.name}: sockets, RSS before → with, per socket`).join(' | ')} | RSS after the steady runs |`,
    `|---|---|---|${perGateway.map(() => '---|').join('')}---|`,
    `| ${total} | ${failed} | ${openSeconds.toFixed(1)} s | ${perGateway
      .map((g) => `${g.held}, ${mb(g.before)} → ${mb(g.rss)}, ${g.perSocketKb.toFixed(1)} KB`)
      .join(' | ')} | ${rssAfterRuns.map((g) => `${g.name} ${mb(g.rss)}`).join(', ')} |`,
    '',
    `| run | load | published | received | to a wrong socket | p50 ms | p99 ms | max ms |`,
    `|---|---|---|---|---|---|---|---|`,
    ...[...steady, { ...check, load: load() }].map(
      (r) =>
        `| ${r.name} | ${r.load} | ${r.published} | ${r.received} | ${r.wrong} | ${r.p50} | ${r.p99} | ${r.max} |`,
    ),
    '',
    `kill -9 of ${victim.name} at load ${loadKill}: ${state.dropped} sockets dropped (it held ${onVictim}), ` +
      `their clients saw the close within ${s(state.closedAfterMs.at(-1) ?? 0)} s; ` +
      `${state.backAfterMs.length} connected again through HAProxy, p50 ${s(percentile(state.backAfterMs, 50) ?? 0)} s, ` +
      `all ${allBackMs === undefined ? 'NOT' : `after ${s(allBackMs)} s`}; ${state.gaveUp} gave up. ` +
      `Back on the client's attempt ${byAttempt(state.backOnAttempt)}. ` +
      `CPU used from the kill until all were back (${wall.toFixed(1)} s of wall clock on ${cpus().length} cores): ${cpuUsed}. ` +
      `The web client's backoff: first retry ${s(backoff.firstMin)}–${s(backoff.firstMax)} s after the close, ` +
      `its last retry by ${s(backoff.allMax)} s (then it gives up). ` +
      `After: ${afterKill.map((g) => `${g.name} ${g.sockets} sockets, ${mb(g.rss)}`).join('; ')}.`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  const pass =
    total === SOCKETS &&
    steady.every((r) => r.received === r.published && r.wrong === 0 && Number(r.p99) < 100) &&
    state.dropped > 0 &&
    allBackMs !== undefined &&
    allBackMs <= backoff.allMax &&
    check.received === total &&
    check.wrong === 0;
  say(pass ? 'PASS' : 'FAIL: see the figures above');
  process.exitCode = pass ? 0 : 1;
}

// Ctrl+C (or a timeout's SIGTERM) still stops the gateways, HAProxy and the clients and drops the keys.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    process.exitCode = 130;
    void cleanup().finally(() => process.exit(130));
  });

main()
  .catch((err) => {
    process.stderr.write(`ws-cluster: ${err.stack ?? err.message}\n`);
    process.exitCode = 1;
  })
  .finally(cleanup);
