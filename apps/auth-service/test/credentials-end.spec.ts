// Issue 31 (R3-D1, R3-D2): a credential issued while its user is being disabled, changing password,
// reset or deleted never works afterwards. Sign-in loops (and a loop minting API tokens, and
// sockets opened with every new cookie) race each change; a second after it, every cookie, token
// and socket obtained in the race is refused by every service (auth, diary, the gateway).
import request from 'supertest';
import type { Client } from 'pg';
import {
  clientIp,
  connectServiceDb,
  sessionCookie,
  uniqueName,
  useTestStack,
  withConfig,
} from '@diary/server-testing';
import { createApp as createAuth } from '../src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createGateway } from '../../gateway/src/app';
import { openSocket, TestSocket } from '../../gateway/test/ws-client';

// Only the published revocation (not the heartbeat) may close the race's sockets.
const gateway = withConfig(createGateway, { WS_HEARTBEAT_MS: 600_000 });

jest.setTimeout(120_000);

const LOOPS = 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Account {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

interface Caught {
  cookies: string[];
  tokens: string[];
  sockets: TestSocket[];
}

describe('credentials end when they should (issue 31)', () => {
  const stack = useTestStack({ auth: createAuth, diary: createDiary, gateway });
  let db: Client;
  let admin: Account;
  const password = 'correct horse battery';
  const gw = () => request(stack.urls.gateway);

  async function register(): Promise<Account> {
    const username = uniqueName('race');
    const res = await gw()
      .post('/api/auth/register')
      .set('X-Forwarded-For', clientIp())
      .send({ username, password, email: `${username}@example.com` })
      .expect(201);
    return { id: res.body.id, username, password, cookie: sessionCookie(res)! };
  }

  /**
   * Runs LOOPS sign-in loops and one token-minting loop (with a session of its own) until `change`
   * has finished and a little after, and opens a socket with every cookie signed in meanwhile.
   */
  async function race(user: Account, change: () => Promise<void>): Promise<Caught> {
    const caught: Caught = { cookies: [], tokens: [], sockets: [] };
    const minter = (
      await gw()
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200)
    ).headers;
    const minterCookie = sessionCookie({ headers: minter } as request.Response)!;
    caught.cookies.push(minterCookie);
    let running = true;
    const signIns = Array.from({ length: LOOPS }, async () => {
      const ip = clientIp();
      while (running) {
        const res = await gw()
          .post('/api/auth/login')
          .set('X-Forwarded-For', ip)
          .send({ username: user.username, password: user.password });
        const cookie = res.status === 200 ? sessionCookie(res) : undefined;
        if (!cookie) continue;
        caught.cookies.push(cookie);
        openSocket(stack.urls.gateway, cookie).then(
          (s) => caught.sockets.push(s),
          () => undefined,
        );
      }
    });
    const minting = (async () => {
      while (running) {
        const res = await gw()
          .post('/api/auth/tokens')
          .set('Cookie', minterCookie)
          .send({ name: uniqueName('t'), scope: 'write' });
        if (res.status === 201) caught.tokens.push(res.body.token);
        else await sleep(5);
      }
    })();
    try {
      // Every loop warm (signing in over and over) before the change lands among them.
      for (let waited = 0; caught.cookies.length <= LOOPS && waited < 30_000; waited += 50) await sleep(50);
      await change();
      await sleep(300);
    } finally {
      running = false;
      await Promise.all([...signIns, minting]);
    }
    await sleep(200); // sockets still opening
    return caught;
  }

  /** What still works a second later: every credential is tried on every service. */
  async function survivors(caught: Caught): Promise<string[]> {
    await sleep(1000);
    const alive: string[] = [];
    const services = [
      ['auth', stack.urls.auth, '/api/auth/me'],
      ['diary', stack.urls.diary, '/api/work-records/active'],
      ['gateway', stack.urls.gateway, '/api/auth/me'],
    ];
    const tryAll = async (kind: string, auth: Record<string, string>) => {
      for (const [name, url, path] of services)
        if ((await request(url).get(path).set(auth)).status === 200) alive.push(`${kind} at ${name}`);
    };
    for (const cookie of caught.cookies) await tryAll('cookie', { Cookie: cookie });
    for (const token of caught.tokens) await tryAll('token', { Authorization: `Bearer ${token}` });
    for (const s of caught.sockets) if (s.ws.readyState === s.ws.OPEN) alive.push('socket');
    for (const cookie of caught.cookies.slice(-3)) {
      const opened = await openSocket(stack.urls.gateway, cookie).catch(() => null);
      if (opened) {
        alive.push('new socket');
        opened.ws.terminate();
      }
    }
    for (const s of caught.sockets) s.ws.terminate();
    return alive;
  }

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'auth');
    admin = await register();
  });

  it('a disable ends every session, token and socket issued while it happened', async () => {
    const user = await register();
    const caught = await race(user, async () => {
      await gw()
        .patch(`/api/admin/users/${user.id}`)
        .set('Cookie', admin.cookie)
        .send({ disabled: true })
        .expect(200);
    });
    expect(caught.cookies.length).toBeGreaterThan(LOOPS);
    expect(await survivors(caught)).toEqual([]);
  });

  it('a password change ends every other session and every token issued while it happened', async () => {
    const user = await register();
    const caught = await race(user, async () => {
      await gw()
        .post('/api/auth/password')
        .set('Cookie', user.cookie)
        .send({ currentPassword: password, newPassword: 'a brand new passphrase' })
        .expect(204);
    });
    expect(await survivors(caught)).toEqual([]);
    // The session that changed it goes on; a token it mints afterwards works.
    await gw().get('/api/auth/me').set('Cookie', user.cookie).expect(200);
  });

  it("an administrator's reset ends every session and token issued while it happened", async () => {
    const user = await register();
    const { body: link } = await gw()
      .post(`/api/admin/users/${user.id}/password-reset`)
      .set('Cookie', admin.cookie)
      .expect(201);
    const token = new URL(link.url, stack.urls.gateway).searchParams.get('token');
    const caught = await race(user, async () => {
      const res = await gw()
        .post('/api/auth/password-reset')
        .send({ token, password: 'reset to this passphrase' });
      expect([res.status, res.body]).toEqual([204, {}]);
    });
    caught.cookies.push(user.cookie);
    expect(await survivors(caught)).toEqual([]);
  });

  it('a deletion ends every session and token issued while it happened, and leaves no token behind', async () => {
    const user = await register();
    const caught = await race(user, async () => {
      await gw().delete('/api/auth/account').set('Cookie', user.cookie).send({ password }).expect(204);
    });
    caught.cookies.push(user.cookie);
    expect(await survivors(caught)).toEqual([]);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1`, [
      user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
