// The outbox under a real Redis outage: changes made while Redis is down are committed with their
// events; the events stay in the outbox (retried, never dropped) and go out once Redis is back.
// Runs against a private redis-server started here, so the shared one is never disturbed.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer, Server } from 'node:http';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { freePort, sleep, TestSession, TestStack, waitUntil } from '@diary/server-testing';
import { IndexQueueReader, api, signIn, startDiary } from './support/diary-stack';

// Never skipped: without redis-server on PATH this suite fails and says how to get one.
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitUntil(
    async () => {
      const probe = new Redis({
        port,
        host: '127.0.0.1',
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      try {
        await probe.connect();
        return (await probe.ping()) === 'PONG';
      } catch {
        return undefined;
      } finally {
        probe.disconnect();
      }
    },
    10_000,
    'the private redis-server',
  );
  return proc;
}

async function stopRedis(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await exited;
}

describe('outbox during a Redis outage', () => {
  it('has redis-server on PATH to start a private Redis', () => {
    if (!hasRedisServer)
      throw new Error('redis-server is not on PATH: install it (Debian: apt-get install redis-server).');
  });

  let port: number;
  let redis: ChildProcess;
  let stack: TestStack;
  let alice: TestSession;
  let fakeAuth: Server;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    stack = await startDiary({ REDIS_URL: `redis://127.0.0.1:${port}` });
    alice = await signIn(stack);
    // While Redis (the session cache) is away, services ask the auth service whether a session is
    // live; it is not part of this test, so a stand-in answers for the one test session.
    fakeAuth = createServer((req, res) => {
      const live =
        req.headers[INTERNAL_TOKEN_HEADER] === stack.env.internalToken &&
        req.url === `/internal/sessions/${alice.sessionId}`;
      res.writeHead(live ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          live ? { userId: alice.userId } : { statusCode: 404, message: 'Not found.', error: 'Not Found' },
        ),
      );
    });
    await new Promise<void>((r) => fakeAuth.listen(Number(new URL(stack.urls.auth).port), '127.0.0.1', r));
  }, 30_000);

  afterAll(async () => {
    fakeAuth?.close();
    if (redis && (redis.exitCode !== null || redis.signalCode !== null)) redis = await startRedis(port);
    await stack?.close();
    if (redis) await stopRedis(redis);
  });

  it('keeps the events of changes made while Redis is down and delivers them when it is back', async () => {
    const db = stack.apps.diary!.get(DataSource);
    const outbox = async () =>
      (await db.query('SELECT kind, attempts, payload FROM outbox_events ORDER BY id')) as Array<{
        kind: string;
        attempts: number;
        payload: { kind?: string; type?: string };
      }>;

    await stopRedis(redis);
    const started = await api(stack)
      .post('/api/work-records')
      .set('Cookie', alice.cookie)
      .send({ startTime: new Date().toISOString(), isActive: true, date: '2024-05-31' })
      .expect(201);
    const note = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: started.body.id, content: 'written offline' })
      .expect(201);

    // Delivery is attempted and fails; the rows stay.
    await waitUntil(
      async () => (await outbox()).some((r) => r.attempts > 0),
      10_000,
      'a failed delivery attempt',
    );
    await sleep(1500);
    const waiting = await outbox();
    // The webhook events (session.started, note.created) wait with them (docs/decisions/0223).
    expect(waiting.map((r) => r.payload.type ?? r.payload.kind)).toEqual([
      'work_session_update',
      'session.started',
      'note.upsert',
      'note.created',
    ]);

    redis = await startRedis(port);
    await waitUntil(async () => (await outbox()).length === 0, 40_000, 'the outbox to drain');
    const index = new IndexQueueReader(stack);
    try {
      const job = await index.waitFor((j) => j.kind === 'note.upsert' && j.noteId === note.body.id);
      expect(job).toMatchObject({
        content: 'written offline',
        recordId: started.body.id,
        userId: alice.userId,
      });
    } finally {
      await index.close();
    }
  }, 90_000);
});
