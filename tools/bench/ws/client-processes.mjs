// The /ws benchmarks' client processes (client.mjs) and what both benchmarks ask of them, plus the
// options both take: forked with `startClients`, every socket opened with `openAll`.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The command line as numbers: `defaults` maps each option to its default (undefined: none). */
export function numericOptions(defaults) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [
        name,
        value === undefined ? { type: 'string' } : { type: 'string', default: String(value) },
      ]),
    ),
  });
  return Object.fromEntries(
    Object.keys(defaults).map((name) => [
      name,
      values[name] === undefined ? undefined : Number(values[name]),
    ]),
  );
}

/** Sends a command to a forked client process and resolves with its answer. */
export const ask = (child, msg) =>
  new Promise((resolve, reject) => {
    child.once('message', (reply) => (reply.error ? reject(new Error(reply.error)) : resolve(reply)));
    child.send(msg);
  });

/** `count` client processes, initialised (`init` may name the web client's bundle). */
export async function startClients(count, init) {
  const here = dirname(fileURLToPath(import.meta.url));
  // CLIENT_NODE_ARGS (say --cpu-prof --cpu-prof-dir=DIR) profile the load generator itself.
  const execArgv = (process.env.CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const clients = Array.from({ length: count }, () => fork(join(here, 'client.mjs'), [], { execArgv }));
  await Promise.all(clients.map((c) => ask(c, { cmd: 'init', redisUrl: REDIS_URL, ...init })));
  return clients;
}

/**
 * Opens a socket per user, the users shared out over the clients (client i to `url(i)` when url is
 * a function) → { total, failed, seconds }.
 * @param {import('node:child_process').ChildProcess[]} clients
 * @param {Array<{ userId: string, token: string }>} users
 * @param {string | ((i: number) => string)} url
 */
export async function openAll(clients, users, url) {
  const started = Date.now();
  const per = Math.ceil(users.length / clients.length);
  const opened = await Promise.all(
    clients.map((c, i) =>
      ask(c, {
        cmd: 'open',
        url: typeof url === 'function' ? url(i) : url,
        users: users.slice(i * per, (i + 1) * per),
        concurrency: 100,
      }),
    ),
  );
  return {
    total: opened.reduce((n, o) => n + o.opened, 0),
    failed: opened.reduce((n, o) => n + o.failed, 0),
    seconds: (Date.now() - started) / 1000,
  };
}
