// Revoked sessions lose their sockets at once (not at the next heartbeat): the auth service
// publishes the revocation and every gateway instance closes the matching sockets with 1008.
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { SESSION_ENDED } from '../src/socket/user-sockets';
import { createApp as createAuth } from '../../auth-service/src/app';
import { SessionRevoker } from '../../auth-service/src/sessions/session-revoker';
import { sessionCookie, uniqueName } from '@diary/server-testing';
import { openSocket, TestSocket } from './ws-client';

// The heartbeat visits one of 30 slices every 20 s here: only the published revocation can pass these.
const gateway = withConfig(createGateway, { WS_HEARTBEAT_MS: 600_000 });

async function signIn(gatewayUrl: string, username: string) {
  const res = await request(gatewayUrl)
    .post(username.startsWith('new:') ? '/api/auth/register' : '/api/auth/login')
    .set('Origin', gatewayUrl)
    .send(
      username.startsWith('new:')
        ? {
            username: username.slice(4),
            password: 'correct horse battery',
            email: `${username.slice(4)}@example.com`,
          }
        : { username, password: 'correct horse battery' },
    )
    .expect(username.startsWith('new:') ? 201 : 200);
  return { cookie: sessionCookie(res)!, userId: res.body.id as string };
}

describe('session revocation closes sockets', () => {
  const stack = useTestStack({ auth: createAuth, gateway });
  let second: INestApplication;
  let secondUrl: string;
  const open: TestSocket[] = [];
  const connect = async (url: string, cookie: string) => {
    const s = await openSocket(url, cookie);
    open.push(s);
    return s;
  };
  /** Resolves with the close code, or 'open' if the socket is still open after `ms`. */
  const closeWithin = (s: TestSocket, ms: number) =>
    Promise.race([s.closed, new Promise<string>((r) => setTimeout(() => r('open'), ms))]);

  beforeAll(async () => {
    second = await gateway(stack.config);
    await second.listen(0, '127.0.0.1');
    secondUrl = (await second.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
  });
  afterAll(() => second?.close());

  it("closes a session's sockets on every gateway within a second of its logout, and no other session's", async () => {
    const name = uniqueName();
    const first = await signIn(stack.urls.gateway, `new:${name}`);
    const other = await signIn(stack.urls.gateway, name);
    const [a, b, kept] = await Promise.all([
      connect(stack.urls.gateway, first.cookie),
      connect(secondUrl, first.cookie),
      connect(secondUrl, other.cookie),
    ]);
    const started = Date.now();
    await request(stack.urls.gateway)
      .post('/api/auth/logout')
      .set('Origin', stack.urls.gateway)
      .set('Cookie', first.cookie)
      .expect(204);
    expect(await closeWithin(a, 1000)).toBe(SESSION_ENDED);
    expect(await closeWithin(b, 1000)).toBe(SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1500);
    kept.send({ type: 'ping' });
    expect(await kept.next()).toEqual({ type: 'pong' });
  });

  it("SessionRevoker ends every session of a user but the ones kept, and never another user's", async () => {
    const name = uniqueName();
    const one = await signIn(stack.urls.gateway, `new:${name}`);
    const two = await signIn(stack.urls.gateway, name);
    const keep = await signIn(stack.urls.gateway, name);
    const stranger = await signIn(stack.urls.gateway, `new:${uniqueName()}`);
    const [s1, s2, sKeep, sStranger] = await Promise.all([
      connect(stack.urls.gateway, one.cookie),
      connect(secondUrl, two.cookie),
      connect(secondUrl, keep.cookie),
      connect(stack.urls.gateway, stranger.cookie),
    ]);
    const revoker = stack.apps.auth!.get(SessionRevoker);
    const keepSid = sessionIdOf(keep.cookie);
    const strangerSid = sessionIdOf(stranger.cookie);
    // Another user's session id named along with this user's: left alone.
    const revoked = await revoker.revoke({ userId: one.userId, exceptSessionIds: [keepSid] });
    expect(revoked).toHaveLength(2);
    expect(await revoker.revoke({ userId: one.userId, sessionIds: [strangerSid, 'not-a-uuid'] })).toEqual([]);
    expect(await closeWithin(s1, 1000)).toBe(SESSION_ENDED);
    expect(await closeWithin(s2, 1000)).toBe(SESSION_ENDED);
    for (const s of [sKeep, sStranger]) {
      s.send({ type: 'ping' });
      expect(await s.next()).toEqual({ type: 'pong' });
    }
    await request(stack.urls.gateway).get('/api/auth/me').set('Cookie', one.cookie).expect(401);
    await request(stack.urls.gateway).get('/api/auth/me').set('Cookie', two.cookie).expect(401);
    await request(stack.urls.gateway).get('/api/auth/me').set('Cookie', keep.cookie).expect(200);
  });
});

/** The session id inside a cookie's token (its payload is readable; only the signature is secret). */
function sessionIdOf(cookie: string): string {
  const token = cookie.split('=')[1]!;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return payload.sid;
}
