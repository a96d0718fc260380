// The CSRF rule end to end, through the gateway with plain node:http (no default headers): a
// state-changing cookie request needs Sec-Fetch-Site: same-origin or an Origin equal to the site's
// own (scheme, host and port); forged X-Forwarded-Host/Host do not help; bearer-only scripts pass.
import { request as httpRequest } from 'node:http';
import { useTestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { createApp as createAuth } from '../../auth-service/src/app';
import { registerUser } from '@diary/server-testing';

interface Answer {
  status: number;
  body: string;
}

function send(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const url = new URL(path, base);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('same-origin rule for state-changing requests', () => {
  const stack = useTestStack({ auth: createAuth, gateway: createGateway });
  let gw: string;
  let cookie: string;
  let token: string;
  const settings = { summaryLanguage: 'English' };
  const post = (headers: Record<string, string>, path = '/api/user-settings', body: unknown = settings) =>
    send(gw, 'POST', path, headers, body);

  beforeAll(async () => {
    gw = stack.urls.gateway;
    ({ cookie } = await registerUser(gw));
    token = cookie.split('=')[1]!;
  });

  it('refuses a cookie POST with no Origin and no Sec-Fetch-Site (403)', async () => {
    const res = await post({ cookie });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Cross-site requests are not allowed.' });
  });

  it('refuses a forged X-Forwarded-Host or Host, and a scheme that is not the site’s', async () => {
    const evil = 'https://evil.example';
    expect((await post({ cookie, origin: evil, 'x-forwarded-host': 'evil.example' })).status).toBe(403);
    expect((await post({ cookie, origin: evil, host: 'evil.example' })).status).toBe(403);
    expect((await post({ cookie, origin: gw.replace('http:', 'https:') })).status).toBe(403);
    expect((await post({ cookie, origin: 'null' })).status).toBe(403);
    // A browser that says the page is of another site is refused whatever the Origin says.
    expect((await post({ cookie, origin: gw, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ cookie, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // Signing in from another site (login CSRF) or with no origin at all is refused too.
    const login = { username: 'nobody', password: 'whatever-password' };
    expect((await post({ origin: evil }, '/api/auth/login', login)).status).toBe(403);
    expect((await post({}, '/api/auth/login', login)).status).toBe(403);
  });

  it("accepts the site's own Origin, or Sec-Fetch-Site: same-origin", async () => {
    expect((await post({ cookie, origin: gw })).status).toBe(200);
    expect((await post({ cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // Reads are never refused.
    expect(
      (await send(gw, 'GET', '/api/user-settings', { cookie, origin: 'https://evil.example' })).status,
    ).toBe(200);
  });

  it('lets a script with a bearer token and no cookie through; a cookie still needs the origin', async () => {
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await post({ authorization: `Bearer ${token}`, cookie })).status).toBe(403);
  });
});
