// A built gateway as a child process for the /ws benchmarks (no other service: a session the
// benchmark did not cache in Redis would be refused with 503), and what /proc says about it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../dev/infra.mjs';
import { REDIS_URL } from './client-processes.mjs';

export const gatewayMain = (root) => join(root, 'dist/apps/gateway/apps/gateway/src/main.js');

export function assertGatewayBuilt(root) {
  if (existsSync(gatewayMain(root))) return;
  process.stderr.write('The gateway is not built: run `NX_DAEMON=false npx nx build gateway` first.\n');
  process.exit(1);
}

/**
 * Starts the gateway on 127.0.0.1:`port` and resolves once /api/health answers. Its log goes to
 * `output` (a descriptor, or 'inherit') at `logLevel` (unset: the gateway's default, info).
 * @param {{ root: string, port: number, prefix: string, publicPem: string, logLevel?: string,
 *   output?: 'inherit' | number }} options
 */
export async function startGateway({ root, port, prefix, publicPem, logLevel, output = 'inherit' }) {
  const closedPort = await freePort(); // nothing listens here: a session not in Redis would be refused (503)
  // SERVICE_NODE_ARGS as npm start takes them (say --cpu-prof --cpu-prof-dir=DIR to profile a gateway).
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, gatewayMain(root)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      AUTH_PUBLIC_KEY: publicPem,
      INTERNAL_TOKEN: randomBytes(24).toString('hex'),
      ...Object.fromEntries(
        ['AUTH_URL', 'DIARY_URL', 'AI_URL', 'SEARCH_URL'].map((k) => [k, `http://127.0.0.1:${closedPort}`]),
      ),
    },
    stdio: ['ignore', output, output],
  });
  for (let i = 0; ; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {
      if (i > 300 || child.exitCode !== null) throw new Error('the gateway did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

/** How many of the process's descriptors are sockets (listeners, Redis, clients). */
export const openSockets = (pid) =>
  readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false; // closed while we looked
    }
  }).length;
