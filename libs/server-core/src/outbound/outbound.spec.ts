import { BadRequestException } from '@nestjs/common';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseEnvSchema } from '../config';
import { blockedRange } from './blocked-addresses';
import { checkOutboundUrl } from './check-outbound-url';
import { outboundFetch } from './outbound-fetch';
import { outboundPolicyFromConfig, type OutboundPolicy } from './outbound-policy';

interface Receiver {
  server: Server;
  origin: string;
  seen: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[];
}

/** A receiver on 127.0.0.1 answering each path with the route's status and Location. */
async function startReceiver(
  routes: Record<string, { status: number; location?: string }>,
): Promise<Receiver> {
  const seen: Receiver['seen'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      const route = routes[req.url ?? ''] ?? { status: 200 };
      res.writeHead(route.status, route.location ? { location: route.location } : {});
      res.end(route.status === 200 ? `ok ${req.url}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, seen, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function policyAllowing(...hosts: string[]): OutboundPolicy {
  return outboundPolicyFromConfig(
    baseEnvSchema.pick({ OUTBOUND_ALLOW_HOSTS: true, OUTBOUND_ALLOW_PRIVATE: true }).parse({
      OUTBOUND_ALLOW_HOSTS: hosts.join(','),
    }),
  );
}

async function refusal(work: Promise<unknown>): Promise<BadRequestException> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BadRequestException);
  return err as BadRequestException;
}

describe('checkOutboundUrl', () => {
  const none = policyAllowing();

  it('accepts a public https URL', async () => {
    expect((await checkOutboundUrl('https://93.184.216.34/hooks', none)).href).toBe(
      'https://93.184.216.34/hooks',
    );
  });

  it('refuses schemes other than http and https with 400 and a sentence', async () => {
    const err = await refusal(checkOutboundUrl('ftp://93.184.216.34/x', none));
    expect(err.getStatus()).toBe(400);
    expect(err.message).toBe('The URL must start with http:// or https://.');
    await refusal(checkOutboundUrl('file:///etc/passwd', none));
    await refusal(checkOutboundUrl('not a url', none));
  });

  it.each([
    ['http://127.0.0.2:8080/hook', 'loopback'],
    ['http://localhost/hook', 'loopback'],
    ['http://[::1]/hook', 'loopback'],
    ['http://[::ffff:127.0.0.1]/hook', 'loopback'],
    ['http://10.1.2.3/', 'private'],
    ['http://172.20.0.1/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://[ff02::1]/', 'multicast'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://[64:ff9b::a00:1]/', 'private'],
    ['http://2130706433/', 'loopback'],
  ])('refuses %s, a %s address, with 400', async (url, kind) => {
    const err = await refusal(checkOutboundUrl(url, none));
    expect(err.getStatus()).toBe(400);
    expect(err.message).toMatch(new RegExp(`resolves to an? ${kind} address`));
  });

  it('allows a listed host:port only on that port, and a listed host on any port', async () => {
    expect((await checkOutboundUrl('http://127.0.0.1:4100/x', policyAllowing('127.0.0.1:4100'))).port).toBe(
      '4100',
    );
    await refusal(checkOutboundUrl('http://127.0.0.1:4101/x', policyAllowing('127.0.0.1:4100')));
    await refusal(checkOutboundUrl('http://127.0.0.2:4100/x', policyAllowing('127.0.0.1:4100')));
    await checkOutboundUrl('http://localhost:9/x', policyAllowing('localhost'));
  });

  it('allows every private address with OUTBOUND_ALLOW_PRIVATE=true', async () => {
    const open = outboundPolicyFromConfig(
      baseEnvSchema
        .pick({ OUTBOUND_ALLOW_HOSTS: true, OUTBOUND_ALLOW_PRIVATE: true })
        .parse({ OUTBOUND_ALLOW_PRIVATE: 'true' }),
    );
    await checkOutboundUrl('http://10.1.2.3/', open);
  });

  it('refuses a host that cannot be found, saying so', async () => {
    const err = await refusal(checkOutboundUrl('https://no-such-host.invalid/', none));
    expect(err.message).toBe('The host no-such-host.invalid could not be found.');
  });

  it('judges public addresses as public', () => {
    expect(blockedRange('93.184.216.34')).toBeNull();
    expect(blockedRange('2606:4700::1111')).toBeNull();
    expect(blockedRange('::ffff:93.184.216.34')).toBeNull();
  });
});

describe('outboundFetch', () => {
  let first: Receiver;
  let second: Receiver;
  let policy: OutboundPolicy;

  beforeAll(async () => {
    second = await startReceiver({});
    first = await startReceiver({
      '/to-private': { status: 302, location: 'http://127.0.0.2:9/' },
      '/to-self': { status: 307, location: '/landed' },
      '/see-other': { status: 303, location: '/landed' },
      '/loop': { status: 302, location: '/loop' },
      '/to-second': { status: 307, location: `${second.origin}/elsewhere` },
    });
    policy = policyAllowing(first.origin.slice('http://'.length), second.origin.slice('http://'.length));
  });
  afterAll(() => {
    first.server.close();
    second.server.close();
  });
  beforeEach(() => {
    first.seen.length = 0;
    second.seen.length = 0;
  });

  it('reaches an allowed receiver with the method, headers and body given', async () => {
    const res = await outboundFetch(
      `${first.origin}/hook`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
      policy,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok /hook');
    expect(first.seen).toEqual([expect.objectContaining({ method: 'POST', body: '{"a":1}' })]);
    expect(first.seen[0].headers['content-type']).toBe('application/json');
  });

  it('refuses a URL resolving to 127.0.0.2 before sending anything', async () => {
    const err = await refusal(outboundFetch('http://127.0.0.2:9/hook', {}, policy));
    expect(err.getStatus()).toBe(400);
  });

  it('follows a redirect to an allowed place, keeping a POST for 307', async () => {
    const res = await outboundFetch(`${first.origin}/to-self`, { method: 'POST', body: 'x' }, policy);
    expect(await res.text()).toBe('ok /landed');
    expect(first.seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([
      'POST /to-self x',
      'POST /landed x',
    ]);
  });

  it('turns a POST into a GET without body after 303, as fetch does', async () => {
    await outboundFetch(`${first.origin}/see-other`, { method: 'POST', body: 'x' }, policy);
    expect(first.seen[1]).toMatchObject({ method: 'GET', url: '/landed', body: '' });
  });

  it('checks every hop: a redirect to 127.0.0.2 is refused with 400', async () => {
    const err = await refusal(outboundFetch(`${first.origin}/to-private`, {}, policy));
    expect(err.message).toContain('127.0.0.2');
  });

  it('stops after 5 redirects', async () => {
    const err = await refusal(outboundFetch(`${first.origin}/loop`, {}, policy));
    expect(err.message).toContain('redirected more than 5 times');
    expect(first.seen).toHaveLength(6);
  });

  it('drops credentials when a redirect leaves the origin', async () => {
    await outboundFetch(`${first.origin}/to-second`, { headers: { authorization: 'Bearer t' } }, policy);
    expect(first.seen[0].headers.authorization).toBe('Bearer t');
    expect(second.seen[0].headers.authorization).toBeUndefined();
  });
});
