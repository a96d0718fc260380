#!/usr/bin/env node
// `npm run cluster`: the product as a deployment runs it, on one machine. Two gateways and two of
// each service (ten Node processes), every pool behind HAProxy (Debian's package): the public
// port balances over the gateways (WebSockets included) and one internal port per service
// balances over its two replicas, which is what the gateways and the services call. Postgres and
// Redis are the ones `npm start` finds. Ctrl+C stops it all. Needs the built apps.
// Also used by tools/cluster/cluster.test.mjs (startCluster / stop).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePostgres, ensureRedis, freePort } from '../dev/infra.mjs';
import { localSecrets } from '../dev/secrets.mjs';
import { formatter, printChildOutput } from '../dev/log-format.mjs';
import { BACKEND_SERVICES } from '../services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVICES = BACKEND_SERVICES;
const REPLICAS = 2;

/**
 * HAProxy's configuration for `pools` ({ name, port, check, members: ports, public? }). The socket
 * bench (tools/bench/ws/cluster.mjs) runs several HAProxy processes on one port, each within one
 * process's descriptors (`maxconn`), each connecting from its own `source` address (a source
 * address has ~28,000 ports to one gateway) and balancing long-lived sockets by `leastconn`.
 * @param {number} port
 * @param {Array<{ name: string, port: number, check: string, members: number[], public?: boolean }>} pools
 * @param {{ maxconn?: number, source?: string, balance?: string, binds?: string[] }} [options]
 *   binds: the loopback addresses each frontend listens on (127.0.0.1 unless given).
 */
export function haproxyConfig(
  port,
  pools,
  { maxconn = 4000, source, balance = 'roundrobin', binds = ['127.0.0.1'] } = {},
) {
  const lines = [
    'global',
    `  maxconn ${maxconn}`,
    'defaults',
    '  mode http',
    `  maxconn ${maxconn}`,
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    // An open /ws stays open (the gateways ping every 30 s).
    '  timeout tunnel 1h',
    // A replica that is down: the request goes to the other one if it was never sent.
    '  option redispatch',
    '  retries 2',
    '  retry-on conn-failure',
    '  default-server inter 1s fall 2 rise 1',
    // A gateway taking over thousands of reconnecting sockets answers its check late but is alive;
    // marked down, it would leave the backend without a server (503s, more reconnects). A killed
    // one is still down at once: its check is refused. 5 s was not enough for three gateways taking
    // over 12,500 sockets (docs/benchmarks.md).
    '  timeout check 15s',
  ];
  for (const pool of pools) {
    lines.push(
      `frontend ${pool.name}_in`,
      ...binds.map((address) => `  bind ${address}:${pool.port}`),
      ...(pool.public ? ['  option forwardfor'] : []),
      `  default_backend ${pool.name}`,
      `backend ${pool.name}`,
      `  balance ${balance}`,
      `  option httpchk GET ${pool.check}`,
      ...pool.members.map(
        (m, i) => `  server ${pool.name}${i + 1} 127.0.0.1:${m} check${source ? ` source ${source}` : ''}`,
      ),
    );
  }
  return lines.join('\n') + '\n';
}

/**
 * Starts the cluster. opts: { port, env, quiet, log } → { url, gateways, processes, stop() }.
 * processes: [{ name, pid, port }] of every replica (for drills that kill one).
 */
export async function startCluster(opts = {}) {
  const port = opts.port ?? Number(process.env.PORT ?? 3000);
  const log = opts.log ?? ((m) => process.stdout.write(`${'cluster'.padEnd(9)} │ ${m}\n`));
  const children = [];
  const cleanups = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    const deadline = Date.now() + 8000;
    while (children.some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  try {
    const postgres = await ensurePostgres(root, log);
    cleanups.push(postgres.stop);
    const redis = await ensureRedis(log);
    cleanups.push(redis.stop);
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...localSecrets(root),
      ...opts.env,
    };
    delete shared.METRICS_PORT; // ten processes on one machine: one port each would be needed
    const pools = [];
    for (const s of SERVICES) {
      const pool = { name: s.name, port: await freePort(), check: '/internal/health/live', members: [] };
      for (let i = 0; i < REPLICAS; i++) pool.members.push(await freePort());
      shared[`${s.env}_URL`] = `http://127.0.0.1:${pool.port}`;
      pools.push({ ...pool, service: s });
    }
    const servicePools = [...pools];
    const gateways = { name: 'gateway', port, check: '/api/health/live', members: [], public: true };
    for (let i = 0; i < REPLICAS; i++) gateways.members.push(await freePort());
    const allPools = [...servicePools, gateways];

    const dir = join(root, 'tmp', `cluster-${port}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'haproxy.cfg'), haproxyConfig(port, allPools));
    const check = spawnSync('haproxy', ['-c', '-q', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
    if (check.error) throw new Error('haproxy is not installed (Debian: apt-get install haproxy)');
    if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);

    const processes = [];
    let index = 0;
    const run = (name, file, env, i) => {
      const child = spawn(process.execPath, ['--enable-source-maps', file], {
        cwd: root,
        env: { ...shared, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const fmt = formatter(name, i, 9);
      printChildOutput(child, fmt, { quiet: opts.quiet });
      child.on('exit', (code, signal) => {
        if (!stopping && !opts.quiet) log(`${name} exited (${signal ?? code})`);
      });
      children.push(child);
      processes.push({ name, pid: child.pid, port: Number(env.PORT), child });
    };
    for (const pool of servicePools) {
      const { app } = pool.service;
      pool.members.forEach((member, r) =>
        run(
          `${pool.name}-${r + 1}`,
          join(root, `dist/apps/${app}/apps/${app}/src/main.js`),
          {
            PORT: String(member),
            HOST: '127.0.0.1',
          },
          index++,
        ),
      );
    }
    gateways.members.forEach((member, r) =>
      run(
        `gateway-${'ab'[r]}`,
        join(root, 'dist/apps/gateway/apps/gateway/src/main.js'),
        {
          PORT: String(member),
          HOST: '127.0.0.1',
          WEB_DIST: join(root, 'dist/apps/web'),
        },
        index++,
      ),
    );
    const haproxy = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(haproxy);
    let haproxyErr = '';
    haproxy.stderr.on('data', (d) => (haproxyErr += d));

    const url = `http://127.0.0.1:${port}`;
    const urls = gateways.members.map((m) => `http://127.0.0.1:${m}`);
    // Ready when both gateways say every service answers and HAProxy answers too.
    const end = Date.now() + (opts.timeoutMs ?? 300000);
    for (;;) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy stopped: ${haproxyErr}`);
      const ok = await Promise.all(
        [...urls, url].map((u) =>
          fetch(`${u}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
            (r) => r.ok,
            () => false,
          ),
        ),
      );
      if (ok.every(Boolean)) break;
      if (Date.now() > end) throw new Error('the cluster did not become healthy in time');
      await new Promise((r) => setTimeout(r, 500));
    }
    return { url, gateways: urls, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const say = (m) => process.stdout.write(`${'cluster'.padEnd(9)} │ ${m}\n`);
  if (process.env.SKIP_BUILD !== '1') {
    say('building what is stale…');
    const b = spawnSync(
      process.execPath,
      [join(root, 'node_modules/nx/dist/bin/nx.js'), 'run-many', '-t', 'build', '--output-style=static'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
      },
    );
    if (b.status !== 0) process.exit(1);
  }
  startCluster().then(
    (cluster) => {
      say(
        `\x1b[1mready: ${cluster.url}\x1b[0m — HAProxy over gateways ${cluster.gateways.join(', ')} and two of each service (Ctrl+C stops it)`,
      );
      const bye = () => cluster.stop().then(() => process.exit(0));
      process.on('SIGINT', bye);
      process.on('SIGTERM', bye);
    },
    (err) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
