// Account security through the gateway: ending a session from the device list, or changing the
// password, closes the ended sessions' open sockets within a second (SessionRevoker's publication);
// a personal API token works on /api but never opens a socket (/ws stays cookie-only).
import request from 'supertest';
import { useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { SESSION_ENDED } from '../src/socket/user-sockets';
import { createApp as createAuth } from '../../auth-service/src/app';
import { sessionCookie, uniqueName } from '@diary/server-testing';
import { openSocket, TestSocket, wsUrl } from './ws-client';
import { WebSocket } from 'ws';

// Only the published revocation can close the sockets within the test's second.
const gateway = withConfig(createGateway, { WS_HEARTBEAT_MS: 600_000 });

describe('account security and sockets', () => {
  const stack = useTestStack({ auth: createAuth, gateway });
  const open: TestSocket[] = [];
  const gw = () => request(stack.urls.gateway);
  const connect = async (cookie: string) => {
    const s = await openSocket(stack.urls.gateway, cookie);
    open.push(s);
    return s;
  };
  const closeWithin = (s: TestSocket, ms: number) =>
    Promise.race([s.closed, new Promise<string>((r) => setTimeout(() => r('open'), ms))]);
  const password = 'correct horse battery';
  async function twoDevices() {
    const username = uniqueName();
    const reg = await gw()
      .post('/api/auth/register')
      .set('Origin', stack.urls.gateway)
      .send({ username, password, email: `${username}@example.com` })
      .expect(201);
    const login = await gw()
      .post('/api/auth/login')
      .set('Origin', stack.urls.gateway)
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')
      .send({ username, password })
      .expect(200);
    return { laptop: sessionCookie(reg)!, phone: sessionCookie(login)! };
  }

  afterEach(() => {
    for (const s of open.splice(0)) s.ws.terminate();
  });

  it("closes an ended session's socket within a second, and keeps this one's", async () => {
    const { laptop, phone } = await twoDevices();
    const [mine, theirs] = await Promise.all([connect(laptop), connect(phone)]);
    const list = await gw().get('/api/auth/sessions').set('Cookie', laptop).expect(200);
    const other = (list.body as Array<{ id: string; current: boolean }>).find((s) => !s.current)!;
    const started = Date.now();
    await gw()
      .delete(`/api/auth/sessions/${other.id}`)
      .set('Origin', stack.urls.gateway)
      .set('Cookie', laptop)
      .expect(204);
    expect(await closeWithin(theirs, 1000)).toBe(SESSION_ENDED);
    expect(Date.now() - started).toBeLessThan(1500);
    mine.send({ type: 'ping' });
    expect(await mine.next()).toEqual({ type: 'pong' });
    await gw().get('/api/auth/me').set('Cookie', phone).expect(401);
  });

  it("closes every other session's socket within a second of a password change", async () => {
    const { laptop, phone } = await twoDevices();
    const [mine, theirs] = await Promise.all([connect(laptop), connect(phone)]);
    await gw()
      .post('/api/auth/password')
      .set('Origin', stack.urls.gateway)
      .set('Cookie', laptop)
      .send({ currentPassword: password, newPassword: 'an entirely new passphrase' })
      .expect(204);
    expect(await closeWithin(theirs, 1000)).toBe(SESSION_ENDED);
    mine.send({ type: 'ping' });
    expect(await mine.next()).toEqual({ type: 'pong' });
  });

  it('lets a personal API token use /api through the gateway but never open a socket', async () => {
    const { laptop } = await twoDevices();
    const { body } = await gw()
      .post('/api/auth/tokens')
      .set('Origin', stack.urls.gateway)
      .set('Cookie', laptop)
      .send({ name: 'script', scope: 'read' })
      .expect(201);
    const token = body.token as string;
    await gw().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const refused = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl(stack.urls.gateway), { headers: { authorization: `Bearer ${token}` } });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => {
        ws.terminate();
        resolve(101);
      });
      ws.once('error', () => resolve(0));
    });
    expect(refused).toBe(401);
  });
});
