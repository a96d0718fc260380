// One client process of the /ws benchmarks (forked by run.mjs and cluster.mjs): opens its share of
// the sockets, publishes events to its own users through Redis, and measures publish → arrival with
// a monotonic clock in this process (so the figures include this process's own load: conservative).
// Given the web app's socket client (cluster.mjs bundles apps/web/src/app/socket/socket-client.ts),
// each socket is that client, so it identifies, pings and reconnects with the browser's backoff.
import { hrtime } from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';

const sockets = []; // { ws, userId } or, with the web client, { client, userId, connected, droppedAt, reconnectedAt, gaveUp }
const sent = new Map(); // seq → { at: bigint, userId }
let latencies = [];
let wrong = 0;
let seq = 0;
let redis;
let prefix;
let web; // the web app's socket-client module ({ SocketClient, SOCKET_ERRORS }), when init is given its bundle

const ms = (from) => Number(hrtime.bigint() - from) / 1e6;

function onFrame(userId, data) {
  onEvent(userId, JSON.parse(String(data)));
}

function onEvent(userId, frame) {
  if (frame.type !== 'draft_updated') return;
  const [pid, n] = String(frame.content).split(':').map(Number);
  const entry = pid === process.pid ? sent.get(n) : undefined;
  if (!entry) {
    wrong++; // another process's event (another user's) or one already received
    return;
  }
  if (entry.userId !== userId) wrong++;
  latencies.push(ms(entry.at));
  sent.delete(n);
}

/** A socket that is the web app's SocketClient: resolves once it first connects or gives up. */
const oneLive = (url, user, onFailed) =>
  new Promise((resolve) => {
    const entry = {
      userId: user.userId,
      listed: false,
      connected: false,
      droppedAt: 0,
      reconnectedAt: 0,
      gaveUp: false,
    };
    entry.client = new web.SocketClient({
      url,
      userId: user.userId,
      createSocket: (u) => {
        if (entry.droppedAt && !entry.reconnectedAt) entry.attempts++; // a reconnect attempt after the drop
        const ws = new WebSocket(u, {
          headers: { cookie: `wd_session=${user.token}` },
          perMessageDeflate: false,
        });
        ws.on('close', (code) => (entry.closeCode = code)); // why it dropped, for the report
        return ws;
      },
      onEvent: (event) => onEvent(user.userId, event),
      onStatus: (status, error) => {
        if (status === 'connected') {
          if (entry.droppedAt) entry.reconnectedAt = Date.now();
          if (!entry.listed) {
            entry.listed = true;
            sockets.push(entry);
            resolve();
          }
          entry.connected = true;
          return;
        }
        if (entry.connected) {
          entry.connected = false;
          entry.droppedAt = Date.now();
          entry.reconnectedAt = 0;
          entry.attempts = 0;
        }
        if (error === web.SOCKET_ERRORS.gaveUp) {
          entry.gaveUp = true;
          if (!entry.listed) {
            onFailed();
            resolve();
          }
        }
      },
    });
    entry.client.start();
  });

async function open({ url, users, concurrency }) {
  let next = 0;
  let failed = 0;
  const one = (user) => (web ? oneLive(url, user, () => failed++) : oneRaw(url, user, () => failed++));
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < users.length) await one(users[next++]);
    }),
  );
  return { opened: sockets.length, failed };
}

/** Where the sockets stand after `since` (ms epoch): connected, dropped since then, back, gave up. */
function status({ since }) {
  const dropped = sockets.filter((s) => s.droppedAt >= since);
  return {
    connected: sockets.filter((s) => s.connected).length,
    dropped: dropped.length,
    gaveUp: sockets.filter((s) => s.gaveUp).length,
    backAfterMs: dropped.filter((s) => s.reconnectedAt).map((s) => s.reconnectedAt - since),
    backOnAttempt: dropped.filter((s) => s.reconnectedAt).map((s) => s.attempts),
    closedAfterMs: dropped.map((s) => s.droppedAt - since),
    closeCodes: dropped.map((s) => s.closeCode),
  };
}

/** A plain `ws` socket: resolves once it opens or fails. */
const oneRaw = (url, user, onFailed) =>
  new Promise((resolve) => {
    const ws = new WebSocket(url, {
      headers: { cookie: `wd_session=${user.token}` },
      perMessageDeflate: false,
    });
    ws.on('message', (data) => onFrame(user.userId, data));
    ws.once('open', () => {
      sockets.push({ ws, userId: user.userId });
      resolve();
    });
    ws.once('error', () => {
      onFailed();
      resolve();
    });
  });

const event = (n) =>
  JSON.stringify({ type: 'draft_updated', date: '2026-11-22', content: `${process.pid}:${n}` });
const channel = (userId) => `${prefix}events:user:${userId}`;

function publishTo(pipeline, target) {
  const n = seq++;
  sent.set(n, { at: hrtime.bigint(), userId: target.userId });
  pipeline.publish(channel(target.userId), event(n));
}

async function settle(expected, waitMs) {
  const end = Date.now() + waitMs;
  while (latencies.length < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

/** `rate` events per second to random users of this process, for `seconds`. */
async function steady({ rate, seconds }) {
  latencies = [];
  wrong = 0;
  const total = Math.round(rate * seconds);
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  let published = 0;
  let owed = 0;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      owed += perTick;
      const p = redis.pipeline();
      while (owed >= 1 && published < total) {
        publishTo(p, sockets[Math.floor(Math.random() * sockets.length)]);
        owed--;
        published++;
      }
      void p.exec();
      if (published >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  await settle(total, 5000);
  return { published: total, received: latencies.length, wrong, latencies };
}

/** One event for every user of this process, all at once. */
async function burst() {
  latencies = [];
  wrong = 0;
  const p = redis.pipeline();
  for (const s of sockets) publishTo(p, s);
  await p.exec();
  await settle(sockets.length, 10000);
  return { published: sockets.length, received: latencies.length, wrong, latencies };
}

process.on('message', async (/** @type {any} */ msg) => {
  try {
    if (msg.cmd === 'init') {
      prefix = msg.prefix;
      redis = new Redis(msg.redisUrl);
      if (msg.socketClientModule) {
        globalThis.WebSocket = /** @type {any} */ (WebSocket); // Node 20 has none; the web client reads WebSocket.OPEN etc.
        web = await import(msg.socketClientModule);
      }
      process.send({ ok: true });
    } else if (msg.cmd === 'open') process.send(await open(msg));
    else if (msg.cmd === 'steady') process.send(await steady(msg));
    else if (msg.cmd === 'burst') process.send(await burst());
    else if (msg.cmd === 'status') process.send(status(msg));
    else if (msg.cmd === 'close') {
      for (const s of sockets) {
        if (s.client) s.client.stop();
        else s.ws.terminate();
      }
      redis.disconnect();
      process.send({ ok: true });
      process.exit(0);
    }
  } catch (err) {
    process.send({ error: err.message });
  }
});
