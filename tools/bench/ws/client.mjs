// One client process of the /ws benchmark (forked by run.mjs): opens its share of the sockets,
// publishes events to its own users through Redis, and measures publish → arrival with a
// monotonic clock in this process (so the figures include this process's own load: conservative).
import { hrtime } from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';

const sockets = []; // { ws, userId }
const sent = new Map(); // seq → { at: bigint, userId }
let latencies = [];
let wrong = 0;
let seq = 0;
let redis;
let prefix;

const ms = (from) => Number(hrtime.bigint() - from) / 1e6;

function onFrame(userId, data) {
  const frame = JSON.parse(String(data));
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

async function open({ url, users, concurrency }) {
  let next = 0;
  let failed = 0;
  const one = (user) =>
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
        failed++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < users.length) await one(users[next++]);
    }),
  );
  return { opened: sockets.length, failed };
}

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
      process.send({ ok: true });
    } else if (msg.cmd === 'open') process.send(await open(msg));
    else if (msg.cmd === 'steady') process.send(await steady(msg));
    else if (msg.cmd === 'burst') process.send(await burst());
    else if (msg.cmd === 'close') {
      for (const s of sockets) s.ws.terminate();
      redis.disconnect();
      process.send({ ok: true });
      process.exit(0);
    }
  } catch (err) {
    process.send({ error: err.message });
  }
});
