// Real accounts through the auth service's API (register, then keep the session cookie), for
// tests that need what only a registered user has: a username, an e-mail, a password.
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE } from '@diary/contracts';

export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(4).toString('hex')}`;

/** A distinct client address per test, sent the way the gateway sends it (X-Forwarded-For). */
export const clientIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export function setCookies(res: request.Response): string[] {
  const raw = res.headers['set-cookie'] as string | string[] | undefined;
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** The wd_session cookie as a Cookie header value ("wd_session=…"), or undefined. */
export function sessionCookie(res: request.Response): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line?.split(';')[0];
}

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  /** Value for a Cookie header. */
  cookie: string;
}

/** Registers an account at `baseUrl` (the auth service or the gateway) and returns it signed in. */
export async function registerUser(
  baseUrl: string,
  body: Partial<{ username: string; password: string; email: string }> = {},
): Promise<Account> {
  const username = body.username ?? uniqueName();
  const password = body.password ?? 'correct horse battery';
  const email = body.email ?? `${username}@example.com`;
  const res = await request(baseUrl)
    .post('/api/auth/register')
    .send({ username, password, email })
    .expect(201);
  const cookie = sessionCookie(res);
  if (!cookie) throw new Error('register set no session cookie');
  return {
    id: res.body.id as string,
    username: res.body.username as string,
    email: res.body.email as string,
    password,
    cookie,
  };
}

/** A personal API token of the signed-in `cookie`'s account (the secret, shown once). */
export async function createApiToken(
  baseUrl: string,
  cookie: string,
  scope: 'read' | 'write',
  name = `${scope} token`,
): Promise<string> {
  const res = await request(baseUrl)
    .post('/api/auth/tokens')
    .set('Cookie', cookie)
    .send({ name, scope })
    .expect(201);
  return res.body.token as string;
}
