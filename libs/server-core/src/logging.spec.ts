import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { PinoLogger } from 'nestjs-pino';
import { createHttpLogger, logsAs } from './logging';
import { loggableUrl } from './loggable-url';

/** A server whose only middleware is the http logger; /fail answers 503, /not-offered 501, anything else 200. */
async function serve(
  level: string,
  lines: Array<Record<string, unknown>>,
): Promise<{ url: string; server: Server }> {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = createHttpLogger('test-service', level, sink);
  const server = createServer((req, res) => {
    logger(req, res);
    if (req.url === '/headers')
      req.log.info({ req: { headers: req.headers }, res: { headers: { 'set-cookie': 'a=b' } } }, 'headers');
    res.statusCode = req.url === '/fail' ? 503 : req.url === '/not-offered' ? 501 : 200;
    res.end(String(req.id));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('createHttpLogger', () => {
  it('at info: a line per request with its id, method, url, status and service; the caller’s id is kept', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { url, server } = await serve('info', lines);
    const res = await fetch(`${url}/api/x?y=1`, { headers: { 'x-request-id': 'trace-1' } });
    expect(res.headers.get('x-request-id')).toBe('trace-1');
    expect(await res.text()).toBe('trace-1');
    await settle();
    server.close();
    expect(lines).toEqual([
      expect.objectContaining({
        service: 'test-service',
        req: { id: 'trace-1', method: 'GET', url: '/api/x?y=1' },
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('redacts the cookie and credentials of any other line written for a request', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { url, server } = await serve('info', lines);
    await fetch(`${url}/headers`, {
      headers: { cookie: 'wd_session=secret', authorization: 'Bearer secret', 'x-internal-token': 'secret' },
    });
    await settle();
    server.close();
    const logged = lines.find((l) => l.msg === 'headers') as { req: { headers: object }; res: object };
    expect(logged.req.headers).toMatchObject({
      cookie: '[redacted]',
      authorization: '[redacted]',
      'x-internal-token': '[redacted]',
    });
    expect(logged.res).toEqual({ headers: { 'set-cookie': '[redacted]' } });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('above info: ids still made and echoed, a line only for an answer of 500 or more', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { url, server } = await serve('warn', lines);
    const ok = await fetch(`${url}/fine`, { headers: { 'x-request-id': 'bad id' } });
    const made = ok.headers.get('x-request-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect(await ok.text()).toBe(made);
    const failed = await fetch(`${url}/fail`);
    const failedId = failed.headers.get('x-request-id');
    await settle();
    server.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        service: 'test-service',
        req: { id: failedId, method: 'GET', url: '/fail' },
        res: { statusCode: 503 },
      }),
    ]);
  });

  it('writes a deliberate 501 (not offered here) as a completed request, not an error (R3-D11)', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const quiet = await serve('warn', lines);
    await (await fetch(`${quiet.url}/not-offered`)).text();
    await settle();
    quiet.server.close();
    expect(lines).toEqual([]);
    const { url, server } = await serve('info', lines);
    await (await fetch(`${url}/not-offered`)).text();
    await settle();
    server.close();
    expect(lines).toEqual([expect.objectContaining({ level: 30, res: { statusCode: 501 } })]);
  });

  it('never writes the secret an address carries (calendar feed token, reset token, invitation code)', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const { url, server } = await serve('info', lines);
    await (await fetch(`${url}/api/calendar-feed/feedsecret123.ics`)).text();
    await (await fetch(`${url}/auth/reset-password?token=resetsecret456&next=1`)).text();
    await (await fetch(`${url}/auth/register?invite=invitesecret789`)).text();
    await settle();
    server.close();
    const written = JSON.stringify(lines);
    for (const secret of ['feedsecret123', 'resetsecret456', 'invitesecret789'])
      expect(written).not.toContain(secret);
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual([
      '/api/calendar-feed/[redacted]',
      '/auth/reset-password?token=[redacted]&next=1',
      '/auth/register?invite=[redacted]',
    ]);
  });

  it('leaves addresses without a capability as they are', () => {
    expect(loggableUrl('/api/calendar-feed')).toBe('/api/calendar-feed');
    expect(loggableUrl('/api/calendar-feed/rotate')).toBe('/api/calendar-feed/rotate');
    expect(loggableUrl('/api/search?q=token')).toBe('/api/search?q=token');
  });
});

describe('logsAs', () => {
  it("labels Nest's log lines with the service whose work writes them, not the process's first app (R3-D11)", () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const search = createHttpLogger('search', 'info', sink);
    const auth = createHttpLogger('auth', 'info', sink);
    // nestjs-pino's one logger of the process: the first app's (here "search").
    const nest = new PinoLogger({ pinoHttp: { logger: search.logger } });
    logsAs(auth, () => nest.warn('written by auth'));
    nest.warn('written outside any service');
    search.logger.flush();
    expect(lines.map((l) => [l.service, l.msg])).toEqual([
      ['auth', 'written by auth'],
      ['search', 'written outside any service'],
    ]);
  });
});
