// One note save is one trace (issue 24, docs/observability.md): with OTEL_EXPORTER_OTLP_ENDPOINT
// set, the stack as `npm start` runs it sends its spans to an OTLP/HTTP receiver started here; the
// gateway's span, the diary service's span and the search worker's indexing span of one note
// save share one trace id, each the child of the one before, and the request's log lines name
// that trace. Needs the built apps. Run: `node --test tools/trace/` (a stage of `npm test`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sleep, startStack } from '../bench/harness.mjs';

/** @typedef {{ service: string, traceId: string, spanId: string, parentSpanId?: string, name: string, kind: number }} Span */

/** An answer's JSON, untyped (these are HTTP checks, not type checks). */
const read = async (res) => /** @type {any} */ (await res.json());

/** @type {Span[]} */
const spans = [];
let output = '';
/** @type {import('node:http').Server} */
let receiver;
/** @type {import('../bench/harness.mjs').Stack | undefined} */
let stack;
const id = randomBytes(3).toString('hex');

/** Keeps the spans of one OTLP/HTTP JSON export request. @param {any} body */
function collect(body) {
  for (const rs of body.resourceSpans ?? []) {
    const service = rs.resource?.attributes?.find((a) => a.key === 'service.name')?.value?.stringValue;
    for (const ss of rs.scopeSpans ?? [])
      for (const s of ss.spans ?? [])
        spans.push({
          service,
          traceId: s.traceId,
          spanId: s.spanId,
          parentSpanId: s.parentSpanId || undefined,
          name: s.name,
          kind: s.kind,
        });
  }
}

before(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') collect(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (receiver.address());
  try {
    stack = await startStack(
      `trace_${id}`,
      { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${address.port}`, OTEL_BSP_SCHEDULE_DELAY: '200' },
      { onOutput: (text) => (output += text) },
    );
  } catch (err) {
    // What the stack said before it failed to answer, so a failure in CI can be read.
    process.stderr.write(`trace: the stack's last output:\n${output.split('\n').slice(-40).join('\n')}\n`);
    throw err;
  }
});

after(async () => {
  await stack?.stop();
  receiver?.close();
});

/** Waits (up to `ms`) for `find` to return something. @template T @param {() => T | undefined} find */
async function eventually(find, ms = 30000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(200)) {
    const found = find();
    if (found) return found;
  }
  return find();
}

test('one note save: the gateway, the diary service and the search indexing in one trace', async () => {
  const base = /** @type {string} */ (stack?.base);
  const origin = { origin: base, 'content-type': 'application/json' };
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ username: `trace${id}`, password: 'trace-password', email: `t${id}@example.com` }),
  });
  assert.equal(reg.status, 201, await reg.clone().text());
  const headers = { ...origin, cookie: String(reg.headers.get('set-cookie')).split(';')[0] };
  const date = '2026-11-20';
  const record = await read(
    await fetch(`${base}/api/work-records`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ startTime: `${date}T09:00:00.000Z`, isActive: true, date }),
    }),
  );
  const word = `tracedword${id}`;
  const saved = await fetch(`${base}/api/work-notes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ workRecordId: record.id, content: `a note with ${word}` }),
  });
  assert.equal(saved.status, 201, await saved.clone().text());

  const gateway = await eventually(() =>
    spans.find((s) => s.service === 'gateway' && s.name === 'POST /api/work-notes'),
  );
  assert.ok(gateway, `the gateway's span of the save (spans seen: ${spans.map((s) => s.name).join(', ')})`);
  const inTrace = () => spans.filter((s) => s.traceId === gateway.traceId);
  const diary = await eventually(() =>
    inTrace().find((s) => s.service === 'diary-service' && s.parentSpanId === gateway.spanId),
  );
  assert.ok(diary, 'the diary service answered inside the gateway span');
  assert.equal(diary.name, 'POST /api/work-notes');
  const indexing = await eventually(() =>
    inTrace().find((s) => s.service === 'search-service' && s.name === 'search-index note.upsert'),
  );
  assert.ok(
    indexing,
    `the search worker's span is in the trace (${inTrace()
      .map((s) => s.name)
      .join(', ')})`,
  );
  assert.equal(indexing.parentSpanId, diary.spanId, 'the index job continues the diary span');

  // And the note is indeed in the index.
  const found = await read(await fetch(`${base}/api/search?q=${word}`, { headers }));
  assert.ok(JSON.stringify(found).includes(word), 'the note was indexed');

  // The request's log line (the diary's: in one-process mode the edge leaves it to the service)
  // names the trace.
  const lines = output.split('\n').filter((l) => l.includes('POST /api/work-notes → 201'));
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0], new RegExp(`^diary .* trace=${gateway.traceId}$`));
});
