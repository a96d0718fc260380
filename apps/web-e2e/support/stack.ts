// Starts the whole stack (tools/dev/start.mjs, already built) on free ports with its own databases
// and Redis names, for one browser-test run; stops it and removes its data afterwards.
import { spawn, ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { writeFileSync, readFileSync, existsSync, rmSync, mkdirSync } from 'node:fs';

export const root = join(__dirname, '..', '..', '..');
const stateFile = join(root, 'tmp', 'e2e-stack.json');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export async function startStack(): Promise<{ baseURL: string; child: ChildProcess }> {
  const port = await freePort();
  const id = randomBytes(3).toString('hex');
  mkdirSync(join(root, 'tmp'), { recursive: true });
  const child = spawn(process.execPath, [join(root, 'tools/dev/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DB_NAME_PREFIX: `e2e_${id}`,
      REDIS_PREFIX: `e2e:${id}:`,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser test registers its own users from 127.0.0.1; the per-address limits meant
      // for the open internet would refuse them after a few tests.
      REGISTER_MAX_PER_IP: process.env.REGISTER_MAX_PER_IP ?? '100000',
      LOGIN_MAX_FAILURES_PER_IP: process.env.LOGIN_MAX_FAILURES_PER_IP ?? '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`The stack exited early:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  writeFileSync(stateFile, JSON.stringify({ pid: child.pid, baseURL, dbPrefix: `e2e_${id}` }));
  return { baseURL, child };
}

export async function stopStack(): Promise<void> {
  if (!existsSync(stateFile)) return;
  const { pid } = JSON.parse(readFileSync(stateFile, 'utf8')) as { pid: number };
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    /* already gone */
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(stateFile, { force: true });
}
