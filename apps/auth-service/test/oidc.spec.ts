// Sign in with your organisation against a real OpenID Connect provider (oidc-provider, started
// here with its own keys): its pages are driven over HTTP, the callback is the auth service's.
import request from 'supertest';
import type { Client } from 'pg';
import { OIDC_MESSAGES } from '@diary/contracts';
import {
  clientIp,
  connectServiceDb,
  registerUser,
  sessionCookie,
  setCookies,
  startTestStack,
  TestStack,
  uniqueName,
} from '@diary/server-testing';
import {
  OidcTestProvider,
  signInAtProvider,
  startOidcTestProvider,
} from '@diary/server-testing/oidc-provider';
import type { ConfigOverrides } from '@diary/server-core';
import { createApp } from '../src/app';
import type { configSchema } from '../src/config';

const ORIGIN = 'http://diary.test';

describe('sign in with your organisation (OpenID Connect)', () => {
  let provider: OidcTestProvider;
  let stack: TestStack;
  let db: Client;
  let admin: { id: string; cookie: string; username: string; password: string };
  /** The auth service's own settings, over the stack's; reconfigure changes them. */
  let settings: ConfigOverrides<typeof configSchema> = {};
  const auth = () => request(stack.urls.auth);

  /** Restarts the auth service with other settings (same databases). */
  async function reconfigure(changes: ConfigOverrides<typeof configSchema>) {
    settings = { ...settings, ...changes };
    await stack.stop('auth');
    await stack.restart('auth');
  }

  /** GET /start → the provider's URL and this browser's flow cookie. */
  async function start(ip: string, query = '') {
    const res = await auth().get(`/api/auth/oidc/start${query}`).set('X-Forwarded-For', ip).expect(302);
    const flowCookie = setCookies(res)
      .find((c) => c.startsWith('wd_oidc='))
      ?.split(';')[0];
    expect(flowCookie).toBeDefined();
    return { authorizeUrl: res.headers.location as string, flowCookie: flowCookie! };
  }

  /** The provider's redirect back, opened in the browser that holds flowCookie. */
  const callback = (back: URL, flowCookie: string | undefined, ip: string) => {
    const req = auth()
      .get(back.pathname + back.search)
      .set('X-Forwarded-For', ip);
    return (flowCookie ? req.set('Cookie', flowCookie) : req).expect(302);
  };

  async function signIn(login: string, options: { ip?: string; query?: string } = {}) {
    const ip = options.ip ?? clientIp();
    const { authorizeUrl, flowCookie } = await start(ip, options.query);
    const back = await signInAtProvider(authorizeUrl, login);
    const res = await callback(back, flowCookie, ip);
    return {
      res,
      cookie: sessionCookie(res),
      location: res.headers.location as string,
      back,
      flowCookie,
      ip,
    };
  }

  const userRow = async (username: string) =>
    (await db.query(`SELECT id, username, email, password_hash FROM users WHERE username = $1`, [username]))
      .rows[0];

  beforeAll(async () => {
    provider = await startOidcTestProvider({ redirectUris: [`${ORIGIN}/api/auth/oidc/callback`] });
    settings = {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: 'Corp ID',
      OIDC_AUTO_REGISTER: 'true',
      OIDC_ONLY: 'false',
      PUBLIC_ORIGIN: ORIGIN,
      REGISTRATION: 'invite',
    };
    stack = await startTestStack({ auth: (config) => createApp({ ...config, ...settings }) });
    db = await connectServiceDb(stack, 'auth');
    // The first account of the instance, its administrator, signs up with a password.
    admin = await registerUser(stack.urls.auth);
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
    await provider?.close();
  });

  it('says on the public endpoint that the sign-in page shows "Sign in with Corp ID"', async () => {
    await auth()
      .get('/api/auth/registration')
      .expect(200, { registration: 'invite', oidc: { label: 'Corp ID', only: false } });
  });

  it('starts with the code flow, PKCE, state and nonce, the state kept in an httpOnly cookie', async () => {
    const { authorizeUrl } = await start(clientIp());
    const res = await auth().get('/api/auth/oidc/start').expect(302);
    const url = new URL(authorizeUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${ORIGIN}/api/auth/oidc/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.any(String),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(setCookies(res).find((c) => c.startsWith('wd_oidc='))).toMatch(/HttpOnly/i);
  });

  it('signs a new person in with a session like a password sign-in, then reuses the account', async () => {
    const first = await signIn('ada');
    expect(first.location).toBe('/');
    expect(first.cookie).toBeDefined();
    const me = await auth().get('/api/auth/me').set('Cookie', first.cookie!).expect(200);
    expect(me.body).toMatchObject({ username: 'ada', role: 'user' });
    // A device session like any other.
    const devices = await auth().get('/api/auth/sessions').set('Cookie', first.cookie!).expect(200);
    expect(devices.body).toHaveLength(1);
    expect(await userRow('ada')).toMatchObject({ email: 'ada@corp.example', password_hash: '' });

    const second = await signIn('ada');
    const again = await auth().get('/api/auth/me').set('Cookie', second.cookie!).expect(200);
    expect(again.body.id).toBe(me.body.id);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM users WHERE username LIKE 'ada%'`);
    expect(rows[0].n).toBe(1);
  });

  it('makes a taken or invalid preferred_username unique and valid', async () => {
    provider.accounts.set('other-ada', { preferred_username: 'Ada' });
    provider.accounts.set('zoe', { preferred_username: 'Zoë (ops)' });
    const taken = await signIn('other-ada');
    expect((await auth().get('/api/auth/me').set('Cookie', taken.cookie!)).body.username).toBe('ada-2');
    const odd = await signIn('zoe');
    expect((await auth().get('/api/auth/me').set('Cookie', odd.cookie!)).body.username).toBe('zoe-ops');
  });

  it('keeps an e-mail the provider has not verified out of the account', async () => {
    provider.accounts.set('unverified', { email: 'unverified@corp.example', email_verified: false });
    const { location } = await signIn('unverified');
    expect(location).toBe('/');
    expect(await userRow('unverified')).toMatchObject({ email: null });
  });

  it('never links an existing account by e-mail alone', async () => {
    const grace = await registerUserWithInvite();
    provider.accounts.set('grace-corp', {
      email: grace.email,
      email_verified: true,
      preferred_username: grace.username,
    });
    const { cookie } = await signIn('grace-corp');
    const me = await auth().get('/api/auth/me').set('Cookie', cookie!).expect(200);
    expect(me.body.id).not.toBe(grace.id);
    expect(await userRow(me.body.username)).toMatchObject({ email: null });
  });

  it('refuses a wrong or missing state with a readable message and no session', async () => {
    const ip = clientIp();
    const { authorizeUrl, flowCookie } = await start(ip);
    const back = await signInAtProvider(authorizeUrl, 'ada');
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'not-the-state');
    const res = await callback(wrong, flowCookie, ip);
    expect(res.headers.location).toBe('/auth/login?oidcError=state');
    expect(sessionCookie(res)).toBeUndefined();
    // The right state from a browser that did not start the flow (no cookie) is refused too.
    const elsewhere = await callback(back, undefined, ip);
    expect(elsewhere.headers.location).toBe('/auth/login?oidcError=state');
  });

  it('refuses a replayed code: the same callback twice, and the old code with a new flow', async () => {
    const used = await signIn('ada');
    expect(used.location).toBe('/');
    const replay = await callback(used.back, used.flowCookie, used.ip);
    expect(replay.headers.location).toBe('/auth/login?oidcError=state');
    expect(sessionCookie(replay)).toBeUndefined();
    // A fresh flow's state with the used code: the provider refuses the code.
    const fresh = await start(used.ip);
    const forged = new URL(used.back);
    forged.searchParams.set('state', new URL(fresh.authorizeUrl).searchParams.get('state')!);
    const res = await callback(forged, fresh.flowCookie, used.ip);
    expect(res.headers.location).toBe('/auth/login?oidcError=refused');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses an ID token with another nonce', async () => {
    const ip = clientIp();
    const { authorizeUrl, flowCookie } = await start(ip);
    const tampered = new URL(authorizeUrl);
    tampered.searchParams.set('nonce', 'a-nonce-this-browser-never-chose');
    const back = await signInAtProvider(tampered.href, 'ada');
    const res = await callback(back, flowCookie, ip);
    expect(res.headers.location).toBe('/auth/login?oidcError=refused');
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses an expired ID token and one from another issuer', async () => {
    try {
      const now = Math.floor(Date.now() / 1000);
      provider.tamperIdToken = (claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 });
      const expired = await signIn('ada');
      expect(expired.location).toBe('/auth/login?oidcError=refused');
      expect(expired.cookie).toBeUndefined();
      provider.tamperIdToken = (claims) => ({ ...claims, iss: 'https://id.elsewhere.example' });
      const foreign = await signIn('ada');
      expect(foreign.location).toBe('/auth/login?oidcError=refused');
      expect(foreign.cookie).toBeUndefined();
    } finally {
      provider.tamperIdToken = null;
    }
  });

  it('ends the session of a disabled user as for any other, and refuses the next sign-in', async () => {
    provider.accounts.set('to-disable', {});
    const { cookie } = await signIn('to-disable');
    const me = await auth().get('/api/auth/me').set('Cookie', cookie!).expect(200);
    await auth()
      .patch(`/api/admin/users/${me.body.id}`)
      .set('Cookie', admin.cookie)
      .send({ disabled: true })
      .expect(200);
    await auth().get('/api/auth/me').set('Cookie', cookie!).expect(401);
    const again = await signIn('to-disable');
    expect(again.location).toBe('/auth/login?oidcError=disabled');
    expect(again.cookie).toBeUndefined();
  });

  it('links a password account only after its password, and unlinks it', async () => {
    const hopper = await registerUserWithInvite();
    const ip = clientIp();
    await auth()
      .get('/api/auth/oidc/link')
      .set('Cookie', hopper.cookie)
      .expect(200, { linked: false, hasPassword: true });
    const wrong = await auth()
      .post('/api/auth/oidc/link')
      .set('Cookie', hopper.cookie)
      .set('X-Forwarded-For', ip)
      .send({ password: 'not my password' })
      .expect(400);
    expect(wrong.body.message).toBe(OIDC_MESSAGES.wrongPassword);
    await auth().post('/api/auth/oidc/link').set('Cookie', hopper.cookie).send({}).expect(400);

    const ok = await auth()
      .post('/api/auth/oidc/link')
      .set('Cookie', hopper.cookie)
      .set('X-Forwarded-For', ip)
      .send({ password: hopper.password })
      .expect(200);
    const flowCookie = setCookies(ok)
      .find((c) => c.startsWith('wd_oidc='))!
      .split(';')[0];
    const back = await signInAtProvider(ok.body.url, 'hopper-corp');
    const linked = await callback(back, flowCookie, ip);
    expect(linked.headers.location).toBe('/settings?oidcLinked=1');
    await auth()
      .get('/api/auth/oidc/link')
      .set('Cookie', hopper.cookie)
      .expect(200, { linked: true, hasPassword: true });
    const audit = await auth().get('/api/admin/audit').set('Cookie', admin.cookie).expect(200);
    expect(audit.body[0]).toMatchObject({ action: 'oidc.linked', actor: hopper.username });

    const viaProvider = await signIn('hopper-corp');
    expect((await auth().get('/api/auth/me').set('Cookie', viaProvider.cookie!)).body.id).toBe(hopper.id);
    // Linking again is refused; an account the provider made has no password and cannot unlink.
    await auth()
      .post('/api/auth/oidc/link')
      .set('Cookie', hopper.cookie)
      .send({ password: hopper.password })
      .expect(409);
    const ada = await signIn('ada');
    const noPassword = await auth().delete('/api/auth/oidc/link').set('Cookie', ada.cookie!).expect(409);
    expect(noPassword.body.message).toBe(OIDC_MESSAGES.noPassword);

    await auth().delete('/api/auth/oidc/link').set('Cookie', hopper.cookie).expect(204);
    await auth().delete('/api/auth/oidc/link').set('Cookie', hopper.cookie).expect(404);
    const afterUnlink = await signIn('hopper-corp');
    expect((await auth().get('/api/auth/me').set('Cookie', afterUnlink.cookie!)).body.id).not.toBe(hopper.id);
  });

  it('REGISTRATION=invite: refuses a new identity without an invitation, admits one with it', async () => {
    await reconfigure({ OIDC_AUTO_REGISTER: 'false' });
    const refused = await signIn('newcomer');
    expect(refused.location).toBe('/auth/login?oidcError=invite-required');
    expect(await userRow('newcomer')).toBeUndefined();
    // Known identities still sign in.
    expect((await signIn('ada')).location).toBe('/');

    const { code } = (
      await auth().post('/api/admin/invitations').set('Cookie', admin.cookie).send({}).expect(201)
    ).body;
    const invited = await signIn('newcomer', { query: `?invite=${encodeURIComponent(code)}` });
    expect(invited.location).toBe('/');
    expect(await userRow('newcomer')).toBeDefined();
    const reused = await signIn('newcomer-2', { query: `?invite=${encodeURIComponent(code)}` });
    expect(reused.location).toBe('/auth/login?oidcError=invalid-invitation');
  });

  it('OIDC_ONLY: password sign-in and registration are refused except for an administrator', async () => {
    const plain = await registerUserWithInvite();
    await reconfigure({ OIDC_ONLY: 'true' });
    await auth()
      .get('/api/auth/registration')
      .expect(200, { registration: 'invite', oidc: { label: 'Corp ID', only: true } });
    const refused = await auth()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: plain.username, password: plain.password })
      .expect(403);
    expect(refused.body.message).toBe(OIDC_MESSAGES.passwordOff);
    const adminIn = await auth()
      .post('/api/auth/login')
      .set('X-Forwarded-For', clientIp())
      .send({ username: admin.username, password: admin.password })
      .expect(200);
    expect(sessionCookie(adminIn)).toBeDefined();
    const name = uniqueName();
    await auth()
      .post('/api/auth/register')
      .send({ username: name, password: 'correct horse battery', email: `${name}@example.com` })
      .expect(403);
    expect((await signIn('ada')).location).toBe('/');
  });

  /** A password account, signed up with an administrator's invitation (REGISTRATION=invite). */
  async function registerUserWithInvite() {
    const { code } = (
      await auth().post('/api/admin/invitations').set('Cookie', admin.cookie).send({}).expect(201)
    ).body;
    const username = uniqueName();
    const password = 'correct horse battery';
    const email = `${username}@example.com`;
    const res = await auth()
      .post('/api/auth/register')
      .send({ username, password, email, invite: code })
      .expect(201);
    return { id: res.body.id as string, username, password, email, cookie: sessionCookie(res)! };
  }
});
