// A real OpenID Connect provider (npm oidc-provider) in this process on a free port, with its own
// signing key and one client, for the tests of sign-in with your organisation. Its development
// sign-in page accepts any login (the login becomes the subject); consent is granted up front.
// `tamperIdToken` rewrites the ID token the token endpoint answers with, re-signed with the
// provider's own key, for the expired and foreign-issuer cases a real provider would never send.
import { createServer, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  JWK,
  JWTPayload,
  SignJWT,
} from 'jose';
import { freePort } from './test-env';

/** What the provider says about a person (merged over a verified `{login}@corp.example`). */
export type TestClaims = Record<string, unknown>;

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims of a login other than the defaults. */
  accounts: Map<string, TestClaims>;
  /** Set to rewrite the next ID tokens' claims; null leaves them as the provider made them. */
  tamperIdToken: ((claims: JWTPayload) => JWTPayload) | null;
  close(): Promise<void>;
}

/** The parts of oidc-provider used here (it ships no types). */
interface ProviderKoaContext {
  path: string;
  method: string;
  body: unknown;
  oidc: { client: { clientId: string }; session?: { accountId?: string } };
}
interface ProviderInstance {
  callback(): (req: unknown, res: unknown) => void;
  use(mw: (ctx: ProviderKoaContext, next: () => Promise<void>) => Promise<void>): void;
  Grant: new (init: { clientId: string; accountId?: string }) => {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
}

export async function startOidcTestProvider(options: { redirectUris: string[] }): Promise<OidcTestProvider> {
  // Loaded here, not at import, so that suites that never start a provider never load it (ESM only).
  // oidc-provider ships no types: the parts used are described by ProviderInstance above.
  const specifier: string = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as {
    default: new (issuer: string, config: object) => ProviderInstance;
  };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `diary-${randomBytes(3).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('hex');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, TestClaims>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username', 'name'],
      email: ['email', 'email_verified'],
    },
    // The ID token carries the claims (the app reads no userinfo).
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        preferred_username: id,
        email: `${id}@corp.example`,
        email_verified: true,
        ...accounts.get(id),
      }),
    }),
    // No consent page: the client is this organisation's own.
    loadExistingGrant: async (ctx: ProviderKoaContext) => {
      const grant = new provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session?.accountId,
      });
      grant.addOIDCScope('openid profile email');
      grant.addOIDCClaims(['preferred_username', 'name', 'email', 'email_verified']);
      await grant.save();
      return grant;
    },
  });

  const handle: OidcTestProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tamperIdToken: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const key = await importJWK(jwk, 'RS256');
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !handle.tamperIdToken || !body?.id_token) return;
    const header = decodeProtectedHeader(body.id_token);
    const claims = handle.tamperIdToken(decodeJwt(body.id_token));
    ctx.body = {
      ...body,
      id_token: await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: header.kid }).sign(key),
    };
  });

  const server: Server = createServer(provider.callback() as Parameters<typeof createServer>[1]);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return handle;
}

/**
 * Drives the provider's pages over HTTP as a browser would: follows the authorization URL, signs
 * in as `login` on the development page, and returns the redirect back to the app (not followed).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value) jar.set(pair.slice(0, eq), value);
      else jar.delete(pair.slice(0, eq));
    }
    return res;
  };
  let url = new URL(authorizationUrl);
  const issuerOrigin = url.origin;
  for (let hop = 0; hop < 10; hop++) {
    const res = await send(url);
    const location = res.headers.get('location');
    if (res.status === 200 && /\/interaction\//.test(url.pathname)) {
      // The development sign-in page: any login with any password.
      const posted = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
      const next = posted.headers.get('location');
      if (!next) throw new Error(`the provider's sign-in page answered ${posted.status}`);
      url = new URL(next, url);
      continue;
    }
    if (!location)
      throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin !== issuerOrigin) return next;
    url = next;
  }
  throw new Error('too many redirects at the provider');
}
