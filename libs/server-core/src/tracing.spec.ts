import { createServer, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Tracing, traceFields, tracingEnabled } from './tracing';

/** A server whose every request runs through `tracing.serveRequest`, answering with `answer`. */
async function tracedServer(tracing: Tracing, answer: (req: IncomingMessage) => Promise<unknown>) {
  const server = createServer((req: IncomingMessage, res: ServerResponse) =>
    tracing.serveRequest(req, res, () => {
      void answer(req).then((body) => res.end(JSON.stringify(body)));
    }),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

function get(server: Server, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) =>
    request({ host: '127.0.0.1', port, path: '/api/things/1', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(JSON.parse(text) as Record<string, unknown>));
    })
      .on('error', reject)
      .end(),
  );
}

describe('tracing', () => {
  it('is on only when an OTLP endpoint is named and the SDK is not disabled', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })).toBe(
      false,
    );
  });

  it('off: a request runs as it is, and no job carries a trace', async () => {
    const tracing = new Tracing('test-off', {});
    await tracing.ready;
    expect(tracing.enabled).toBe(false);
    const server = await tracedServer(tracing, async () => ({
      carrier: tracing.carrier() ?? null,
      ...traceFields(),
    }));
    try {
      expect(await get(server)).toEqual({ carrier: null });
      expect(tracing.inject({ a: 'b' })).toEqual({ a: 'b' });
      expect(await tracing.consume('job', { traceparent: 'x' }, {}, async () => 7)).toBe(7);
    } finally {
      server.close();
    }
  });

  describe('on', () => {
    // Spans go to a port where nothing listens: exporting fails quietly, which is all this needs.
    const tracing = new Tracing('test-on', { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    let server: Server;
    beforeAll(async () => {
      await tracing.ready;
      server = await tracedServer(tracing, async () => ({ carrier: tracing.carrier(), ...traceFields() }));
    });
    afterAll(async () => {
      server.close();
      await tracing.onApplicationShutdown();
    });

    it('continues the caller’s trace and hands it to the jobs it queues', async () => {
      const caller = '0af7651916cd43dd8448eb211c80319c';
      const seen = await get(server, { traceparent: `00-${caller}-b7ad6b7169203331-01` });
      expect(seen.trace_id).toBe(caller);
      expect(seen.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(seen.span_id).not.toBe('b7ad6b7169203331');
      // The carrier stored with a job names this request's span as the parent.
      expect((seen.carrier as Record<string, string>).traceparent).toBe(
        `00-${caller}-${String(seen.span_id)}-01`,
      );
    });

    it('runs a queued job in a span of the trace that queued it', async () => {
      const seen = await get(server);
      const inJob = await tracing.consume('search-index note.upsert', seen.carrier, {}, async () =>
        traceFields(),
      );
      expect(inJob.trace_id).toBe(seen.trace_id);
      expect(inJob.span_id).not.toBe(seen.span_id);
      // A job without a carrier starts a trace of its own; a failing job still ends its span.
      const alone = await tracing.consume('job', undefined, {}, async () => traceFields());
      expect(alone.trace_id).not.toBe(seen.trace_id);
      await expect(
        tracing.consume('job', seen.carrier, {}, () => Promise.reject(new Error('nope'))),
      ).rejects.toThrow('nope');
    });

    it('names the request’s span on its own log line, which is written outside any span', () => {
      expect(traceFields()).toEqual({});
      const req = { headers: {}, method: 'GET', url: '/api/things/1' } as IncomingMessage;
      const res = Object.assign(new EventEmitter(), { statusCode: 200 });
      let ids: ReturnType<typeof traceFields> = {};
      tracing.serveRequest(req, res as unknown as ServerResponse, () => (ids = traceFields()));
      expect(traceFields({ req })).toEqual(ids);
      res.emit('close');
    });
  });
});
