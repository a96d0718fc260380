// The cluster (`npm run cluster`: HAProxy over two gateways and two of each service) behaves as
// one product: a socket on gateway A gets the event of a write made through gateway B, the
// sign-in limit counts failures whichever replica answers, and killing a gateway and a diary
// replica (kill -9) under a write load loses no acknowledged write. Needs the built apps and
// haproxy. Run: `node --test tools/cluster/` (a stage of `npm test`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { freePort } from '../dev/infra.mjs';
import { startCluster } from './cluster.mjs';

/** An answer's JSON, untyped (these are HTTP checks, not type checks). */
const read = async (res) => /** @type {any} */ (await res.json());

const id = randomBytes(3).toString('hex');
const prefix = `cluster_${id}`;
const date = '2026-11-20';
let cluster;
let alice;

// The test calls the API as the web app's own pages do (the services refuse cross-site writes).
const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...SAME_SITE },
  body: JSON.stringify(body),
});
async function register(base, name) {
  const res = await fetch(
    `${base}/api/auth/register`,
    json({ username: name, password: 'cluster-password', email: `${name}@example.com` }),
  );
  assert.equal(res.status, 201, await res.clone().text());
  return { cookie: res.headers.get('set-cookie').split(';')[0], user: await read(res) };
}
const authed = (who, init = {}) => ({
  ...init,
  headers: { ...init.headers, cookie: who.cookie, 'content-type': 'application/json', ...SAME_SITE },
});

before(async () => {
  cluster = await startCluster({
    port: await freePort(),
    quiet: true,
    env: {
      DB_NAME_PREFIX: prefix,
      REDIS_PREFIX: `${prefix}:`,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES_PER_USERNAME: '3',
      LOGIN_FAILURE_WINDOW_SECONDS: '60',
    },
  });
  alice = await register(cluster.url, `alice${id}`);
});

after(async () => {
  await cluster?.stop();
  const c = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await c.connect();
  const { rows } = await c.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}\\_%`]);
  for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
  await c.end();
});

test('a socket on gateway A gets the event of a write made through gateway B', async () => {
  const [a, b] = cluster.gateways;
  const ws = new WebSocket(`${a.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie: alice.cookie, origin: a },
  });
  const frames = [];
  const waiters = [];
  ws.on('message', (d) => {
    frames.push(JSON.parse(String(d)));
    for (const w of waiters.splice(0)) w();
  });
  const next = async (type, ms = 10000) => {
    const end = Date.now() + ms;
    for (;;) {
      const found = frames.find((f) => f.type === type);
      if (found) return found;
      if (Date.now() > end)
        assert.fail(`no ${type} frame on gateway A within ${ms} ms (got ${JSON.stringify(frames)})`);
      await new Promise((r) => (waiters.push(r), setTimeout(r, 200)));
    }
  };
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  ws.send(JSON.stringify({ type: 'identify', userId: 'x' }));
  assert.equal((await next('connection_ack')).userId, alice.user.id);
  const res = await fetch(
    `${b}/api/work-records`,
    authed(alice, {
      method: 'POST',
      body: JSON.stringify({ startTime: `${date}T09:00:00.000Z`, isActive: true, date }),
    }),
  );
  assert.equal(res.status, 201, await res.clone().text());
  const record = await read(res);
  const event = await next('work_session_update');
  assert.equal(event.record.id, record.id);
  ws.close();
});

test('the sign-in limit holds across gateways and auth replicas', async () => {
  const bob = await register(cluster.url, `bob${id}`);
  assert.ok(bob.user.id);
  const [a, b] = cluster.gateways;
  const tryLogin = (base) =>
    fetch(`${base}/api/auth/login`, json({ username: `bob${id}`, password: 'wrong-password' }));
  // Three failures (the limit), spread over both gateways and so over both auth replicas.
  for (const base of [a, b, a]) assert.equal((await tryLogin(base)).status, 401);
  for (const base of [b, a, cluster.url]) {
    const res = await tryLogin(base);
    assert.equal(res.status, 429, `after the limit, ${base} refuses too`);
  }
  // Even the right password waits for the window, wherever it arrives.
  const right = await fetch(
    `${b}/api/auth/login`,
    json({ username: `bob${id}`, password: 'cluster-password' }),
  );
  assert.equal(right.status, 429);
});

test('a sign-out through one gateway is refused at once by every replica, though each has just seen the session', async () => {
  const carol = await register(cluster.url, `carol${id}`);
  const [a, b] = cluster.gateways;
  const day = (base) => fetch(`${base}/api/work-records/${date}`, authed(carol));
  // Both diary replicas see the session live (and keep it in memory for SESSION_CACHE_MS).
  for (let i = 0; i < 4; i++) for (const base of [a, b]) assert.equal((await day(base)).status, 200);
  assert.equal((await fetch(`${a}/api/auth/logout`, authed(carol, { method: 'POST' }))).status, 204);
  for (let i = 0; i < 4; i++)
    for (const base of [b, a]) assert.equal((await day(base)).status, 401, `after sign-out, via ${base}`);
});

test('a drill: kill -9 a gateway and a diary replica under writes through HAProxy; nothing acknowledged is lost', async (t) => {
  const created = await fetch(
    `${cluster.url}/api/work-records`,
    authed(alice, {
      method: 'POST',
      body: JSON.stringify({
        startTime: `${date}T11:00:00.000Z`,
        endTime: `${date}T12:00:00.000Z`,
        isActive: false,
        date,
      }),
    }),
  );
  assert.equal(created.status, 201);
  const record = await read(created);
  const acknowledged = new Set();
  let failed = 0;
  let running = true;
  const writer = async (w) => {
    for (let n = 0; running; n++) {
      try {
        const res = await fetch(
          `${cluster.url}/api/work-notes`,
          authed(alice, {
            method: 'POST',
            body: JSON.stringify({ workRecordId: record.id, content: `drill note ${w}-${n}` }),
            signal: AbortSignal.timeout(10000),
          }),
        );
        if (res.status === 201) acknowledged.add((await read(res)).id);
        else {
          failed++;
          await res.arrayBuffer();
        }
      } catch {
        failed++;
      }
    }
  };
  const writers = [0, 1, 2].map(writer);
  await new Promise((r) => setTimeout(r, 1500));
  const victims = ['gateway-a', 'diary-1'].map((name) => cluster.processes.find((p) => p.name === name));
  for (const v of victims) process.kill(v.pid, 'SIGKILL');
  const killedAt = acknowledged.size;
  await new Promise((r) => setTimeout(r, 4000));
  running = false;
  await Promise.all(writers);
  assert.ok(
    acknowledged.size > killedAt,
    `writes went on after the kill (${killedAt} → ${acknowledged.size}, ${failed} refused)`,
  );
  const day = await read(await fetch(`${cluster.url}/api/work-records/${date}`, authed(alice)));
  const stored = new Set(day.records.flatMap((r) => r.notes ?? []).map((n) => n.id));
  const lost = [...acknowledged].filter((noteId) => !stored.has(noteId));
  t.diagnostic(
    `${acknowledged.size} notes acknowledged (${killedAt} before the kill), ${failed} refused, ${lost.length} lost`,
  );
  assert.deepEqual(lost, [], `${acknowledged.size} acknowledged, ${lost.length} missing`);
});
