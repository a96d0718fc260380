#!/usr/bin/env node
// Idle memory of the whole product as `npm start` runs it (issue 24): starts tools/dev/start.mjs
// (built apps, MODE as set, default single) on a free port with its own databases, walks one
// journey (register, a work record, a note, search, the day), waits until it idles, then sums the
// resident memory (VmRSS) of the launcher and every process under it. Postgres and Redis apart.
// Usage: node tools/bench/memory.mjs [--idle-seconds 20]   (MODE=services to compare)
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../dev/infra.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const idleSeconds = Number(process.argv[process.argv.indexOf('--idle-seconds') + 1]) || 20;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @returns {never} */
function fail(message) {
  throw new Error(message);
}

/** pid → [VmRSS kB, parent pid, command] for every process we can read. */
function processes() {
  const out = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const status = readFileSync(`/proc/${d}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1).join(' ');
      out.set(Number(d), { rss, ppid, cmd });
    } catch {
      /* gone */
    }
  }
  return out;
}

function tree(rootPid) {
  const all = processes();
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) for (const [pid, p] of all) if (p.ppid === pids[i]) pids.push(pid);
  return pids.map((pid) => ({ pid, ...all.get(pid) })).filter((p) => p.rss !== undefined);
}

async function main() {
  const port = await freePort();
  const id = randomBytes(3).toString('hex');
  const base = `http://127.0.0.1:${port}`;
  const stack = spawn(process.execPath, [join(root, 'tools/dev/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DB_NAME_PREFIX: `mem_${id}`,
      REDIS_PREFIX: `mem_${id}:`,
    },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('the stack did not become healthy');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(500);
    }
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      // As the site's own pages send it: unsafe requests need it (the same-origin rule).
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        username: `mem${id}`,
        password: 'memory-password',
        email: `mem${id}@example.com`,
      }),
    });
    const headers = {
      cookie: (reg.headers.get('set-cookie') ?? fail(`sign-up answered ${reg.status}`)).split(';')[0],
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    };
    const date = '2026-11-20';
    const record = /** @type {{ id: string }} */ (
      await (
        await fetch(`${base}/api/work-records`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            startTime: `${date}T09:00:00.000Z`,
            endTime: `${date}T10:00:00.000Z`,
            isActive: false,
            date,
          }),
        })
      ).json()
    );
    await fetch(`${base}/api/work-notes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ workRecordId: record.id, content: 'Reviewed the memory budget.' }),
    });
    await sleep(2000);
    await fetch(`${base}/api/search?q=memory`, { headers });
    await fetch(`${base}/api/work-records?date=${date}`, { headers });
    await sleep(idleSeconds * 1000);
    const procs = tree(stack.pid);
    const total = procs.reduce((s, p) => s + p.rss, 0);
    for (const p of procs)
      process.stdout.write(`${String(p.rss >> 10).padStart(5)} MB  ${p.pid}  ${p.cmd.slice(0, 90)}\n`);
    process.stdout.write(
      `MODE=${process.env.MODE ?? 'single'}: ${(total / 1024).toFixed(0)} MB resident for the whole product (${procs.length} processes), idle ${idleSeconds} s after one journey\n`,
    );
  } finally {
    stack.kill('SIGINT');
    await new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', r)));
  }
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
