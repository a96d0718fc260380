// GET /api/openapi.json: every rule of the gateway's route table is described by the service it
// sends requests to (so a route another engineer adds is covered once its service describes it);
// every described route goes to the service that describes it; examples have the real answers' shape.
// GET /api/docs: a reference page without inline scripts or other origins.
import request from 'supertest';
import { useTestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../src/app';
import { ROUTE_RULES, serviceFor } from '../src/proxy/routes';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createAi } from '../../ai-service/src/app';
import { createApp as createSearch } from '../../search-service/src/app';
import { registerUser } from '@diary/server-testing';

interface Operation {
  'x-service': string;
  responses: Record<string, { content?: Record<string, { schema?: { example?: unknown } }> }>;
}
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  'x-missing-services'?: string[];
};

/** A concrete path for a templated one: /api/work-records/{id} → /api/work-records/x1. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'x1');

/** The shape of a JSON value: keys (recursively, first array item) and primitive types. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return value === null ? 'null' : typeof value;
}

describe('gateway /api/openapi.json and /api/docs', () => {
  const stack = useTestStack({
    auth: createAuth,
    diary: createDiary,
    ai: createAi,
    search: createSearch,
    gateway: createGateway,
  });
  let doc: Doc;
  const gw = () => request(stack.urls.gateway);
  const example = (path: string, method: string, status: number) =>
    doc.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema?.example;

  beforeAll(async () => {
    const res = await gw().get('/api/openapi.json').expect(200);
    doc = res.body as Doc;
  });

  it('is an OpenAPI 3 document with every service in it', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc['x-missing-services']).toBeUndefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  });

  it('describes a route for every rule of the gateway route table, from the service it sends to', () => {
    const paths = Object.keys(doc.paths);
    for (const [i, [rule, service]] of ROUTE_RULES.entries()) {
      const described = paths.filter((p) => {
        const c = concrete(p);
        return rule.test(c) && ROUTE_RULES.findIndex(([r]) => r.test(c)) === i;
      });
      expect([String(rule), described.length > 0]).toEqual([String(rule), true]);
      for (const p of described)
        for (const op of Object.values(doc.paths[p])) expect([p, op['x-service']]).toEqual([p, service]);
    }
  });

  it('routes every described route to the service that describes it, and no /internal route is public', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const op of Object.values(item))
        expect([path, serviceFor(concrete(path))]).toEqual([path, op['x-service']]);
    }
  });

  it('lists the account-security routes', () => {
    for (const [path, method] of [
      ['/api/auth/password', 'post'],
      ['/api/auth/sessions', 'get'],
      ['/api/auth/sessions/{id}', 'delete'],
      ['/api/auth/2fa/setup', 'post'],
      ['/api/auth/2fa/enable', 'post'],
      ['/api/auth/2fa/disable', 'post'],
      ['/api/auth/login/2fa', 'post'],
      ['/api/auth/tokens', 'post'],
      ['/api/auth/tokens', 'get'],
      ['/api/auth/tokens/{id}', 'delete'],
    ])
      expect([path, method, Boolean(doc.paths[path]?.[method])]).toEqual([path, method, true]);
  });

  it('has examples with the shape of the real answers', async () => {
    const user = await registerUser(stack.urls.gateway);
    const cookie = user.cookie;
    const me = await gw().get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(shape(me.body)).toEqual(shape(example('/api/auth/me', 'get', 200)));
    const login = await gw()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    expect(shape(login.body)).toEqual(shape(example('/api/auth/login', 'post', 200)));
    const sessions = await gw().get('/api/auth/sessions').set('Cookie', cookie).expect(200);
    // userAgent is a string in the example; a client without one gets null.
    const withAgent = sessions.body.map((s: { userAgent: string | null }) => ({
      ...s,
      userAgent: s.userAgent ?? '',
    }));
    expect(shape(withAgent)).toEqual(shape(example('/api/auth/sessions', 'get', 200)));
    const created = await gw()
      .post('/api/auth/tokens')
      .set('Cookie', cookie)
      .send({ name: 'docs check', scope: 'read' })
      .expect(201);
    expect(shape(created.body)).toEqual(shape(example('/api/auth/tokens', 'post', 201)));
    const tokens = await gw().get('/api/auth/tokens').set('Cookie', cookie).expect(200);
    expect(shape(tokens.body)).toEqual(shape(example('/api/auth/tokens', 'get', 200)));
    const setup = await gw().post('/api/auth/2fa/setup').set('Cookie', cookie).expect(200);
    expect(shape(setup.body)).toEqual(shape(example('/api/auth/2fa/setup', 'post', 200)));
  });

  it('serves a reference page with no inline script and only same-origin files', async () => {
    const page = await gw().get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body.trim()).toBe('');
      expect(attrs).toMatch(/src="\/api\/docs\//);
    }
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const src of [...page.text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]))
      await gw().get(src).expect(200);
    await gw().get('/api/docs/nothing-here.js').expect(404);
  });
});
