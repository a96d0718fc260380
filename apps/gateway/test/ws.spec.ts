import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import type { WebSocket } from 'ws';
import { sessionCacheKey } from '@diary/server-auth';
import { UserEventsPublisher } from '@diary/server-core';
import {
  createTestSession,
  TestSession,
  useTestSession,
  useTestStack,
  withConfig,
} from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { TOO_SLOW } from '../src/socket/user-sockets';
import { SESSION_ENDED } from '../src/socket/socket-heartbeat';
import { createApp as createAuth } from '../../auth-service/src/app';
import { openSocket, refusedStatus, TestSocket } from './ws-client';

// Short intervals so that dead and slow sockets are seen within the test.
const gateway = withConfig(createGateway, { WS_HEARTBEAT_MS: 300, WS_MAX_BUFFERED_BYTES: 256 * 1024 });

describe('gateway /ws', () => {
  const stack = useTestStack({ auth: createAuth, gateway });
  let second: INestApplication;
  let secondUrl: string;
  let publisher: UserEventsPublisher;
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');
  const open: TestSocket[] = [];
  const connect = async (url: string, session: TestSession) => {
    const s = await openSocket(url, session.cookie);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    second = await gateway(stack.config);
    await second.listen(0, '127.0.0.1');
    secondUrl = (await second.getUrl()).replace('[::1]', '127.0.0.1');
    publisher = stack.apps.auth!.get(UserEventsPublisher);
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
  });
  afterAll(() => second?.close());

  it("delivers a user's event to all their sockets on every gateway instance, and to no one else", async () => {
    const [a1, a2, b] = await Promise.all([
      connect(stack.urls.gateway, alice),
      connect(secondUrl, alice),
      connect(secondUrl, bob),
    ]);
    await publisher.publish(alice.userId, {
      type: 'draft_updated',
      date: '2026-11-22',
      content: 'for alice',
    });
    await publisher.publish(bob.userId, { type: 'draft_deleted', date: '2026-11-22' });
    expect(await a1.next()).toEqual({ type: 'draft_updated', date: '2026-11-22', content: 'for alice' });
    expect(await a2.next()).toEqual({ type: 'draft_updated', date: '2026-11-22', content: 'for alice' });
    // Published after alice's event on the same connection: had bob's socket got alice's, it would come first.
    expect(await b.next()).toEqual({ type: 'draft_deleted', date: '2026-11-22' });
    await expect(a1.next(200)).rejects.toThrow('no frame');
  });

  it("answers identify with the session's user id, never the frame's", async () => {
    const s = await connect(stack.urls.gateway, alice);
    s.send({ type: 'identify', userId: bob.userId });
    expect(await s.next()).toEqual({ type: 'connection_ack', userId: alice.userId });
  });

  it('answers ping with pong, and ignores frames it does not understand', async () => {
    const s = await connect(secondUrl, bob);
    for (const bad of [
      'not json',
      '[1,2]',
      'null',
      '{"type":42}',
      '{"type":"toString"}',
      '{"type":"subscribe","userId":"x"}',
    ])
      s.send(bad);
    s.send({ type: 'ping' });
    expect(await s.next()).toEqual({ type: 'pong' });
    expect(s.ws.readyState).toBe(1);
  });

  it('refuses the upgrade without a session cookie, with a forged one, and from another origin', async () => {
    expect(await refusedStatus(stack.urls.gateway, '')).toBe(401);
    expect(await refusedStatus(stack.urls.gateway, 'wd_session=not-a-token')).toBe(401);
    expect(await refusedStatus(stack.urls.gateway, alice.cookie, { origin: 'https://evil.example' })).toBe(
      403,
    );
  });

  it('refuses a revoked session: 401 when auth says it is gone, 503 when auth cannot be asked', async () => {
    const revoked = await createTestSession(stack.env);
    const redis = new Redis(stack.env.redisUrl);
    await redis.del(`${stack.env.redisPrefix}${sessionCacheKey(revoked.sessionId)}`);
    redis.disconnect();
    // Not in the cache: the verifier asks the auth service, which knows no such live session.
    expect(await refusedStatus(stack.urls.gateway, revoked.cookie)).toBe(401);
    await stack.stop('auth');
    try {
      expect(await refusedStatus(stack.urls.gateway, revoked.cookie)).toBe(503);
    } finally {
      await stack.restart('auth');
      publisher = stack.apps.auth!.get(UserEventsPublisher);
    }
  });

  it('closes an open socket (1008) once its session is signed out', async () => {
    const session = await createTestSession(stack.env);
    const s = await connect(secondUrl, session);
    const redis = new Redis(stack.env.redisUrl);
    await redis.del(`${stack.env.redisPrefix}${sessionCacheKey(session.sessionId)}`);
    redis.disconnect();
    expect(await s.closed).toBe(SESSION_ENDED);
  });

  it('drops a socket that stops answering protocol pings', async () => {
    const live = await connect(stack.urls.gateway, alice);
    const dead = await openSocket(stack.urls.gateway, alice.cookie, { autoPong: false });
    open.push(dead);
    expect(await dead.closed).toBe(1006);
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
  });

  it('closes a socket that cannot keep up (1013) instead of buffering without bound', async () => {
    const slow = await connect(stack.urls.gateway, bob);
    (slow.ws as WebSocket).pause();
    const content = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 200; i++)
      await publisher.publish(bob.userId, { type: 'draft_updated', date: '2026-11-22', content });
    slow.ws.resume();
    let received = 0;
    const code = await Promise.race([
      slow.closed,
      (async () => {
        for (;;) {
          await slow.next(10000);
          received++;
        }
      })(),
    ]);
    expect(code).toBe(TOO_SLOW);
    expect(received).toBeLessThan(200);
  });
});
