// After the drills: nothing acknowledged is lost, summaries complete, search catches up, sockets work.
import WebSocket from 'ws';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function until(fn, timeoutMs, stepMs = 500) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    last = await fn();
    if (last?.ok) return last;
    await sleep(stepMs);
  }
  return last ?? { ok: false };
}

export async function verifyWrites(client, date, acked) {
  const day = await client.call('GET', `/api/work-records/${date}`);
  if (day.status !== 200) return { ok: false, detail: `reading the day answered ${day.status}` };
  const notes = new Map(day.body.records.flatMap((r) => r.notes.map((n) => [n.id, n.content])));
  const lost = acked.notes.filter((n) => notes.get(n.id) !== n.content);
  const records = new Map(day.body.records.map((r) => [r.id, r]));
  const lostStops = acked.stops.filter((id) => records.get(id)?.isActive !== false);
  const lostStarts = acked.starts.filter((id) => !records.has(id));
  return {
    ok: lost.length === 0 && lostStops.length === 0 && lostStarts.length === 0,
    detail: `${acked.notes.length} notes, ${acked.starts.length} starts, ${acked.stops.length} stops acknowledged; lost: ${lost.length} notes, ${lostStarts.length} starts, ${lostStops.length} stops`,
  };
}

/**
 * Every stopped session of the day that has notes ends up with its summary: those summarized by
 * themselves when they stopped (the outbox's summary requests, through the kills and restarts)
 * and those this asks for now. None to check is a failure, not a pass.
 */
export async function verifySummaries(client, date) {
  const gen = await client.call('POST', `/api/work-records/${date}/generate-summary`, { regenerate: false });
  if (gen.status !== 202) return { ok: false, detail: `generate-summary answered ${gen.status}` };
  return until(
    async () => {
      const day = await client.call('GET', `/api/work-records/${date}`);
      if (day.status !== 200) return { ok: false, detail: `reading the day answered ${day.status}` };
      const stopped = day.body.records.filter((r) => !r.isActive && r.notes.length > 0);
      const missing = stopped.filter((r) => !r.summary).length;
      return {
        ok: stopped.length > 0 && missing === 0,
        detail: `${stopped.length - missing} of ${stopped.length} stopped sessions with notes have their summary`,
      };
    },
    120000,
    1000,
  );
}

export async function verifySearch(client, acked) {
  const sample = [...acked.notes.slice(0, 10), ...acked.notes.slice(-10)];
  return until(
    async () => {
      let found = 0;
      for (const n of sample) {
        const token = n.content.split(' ')[3];
        const r = await client.call('GET', `/api/search?q=${encodeURIComponent(token)}`);
        if (r.status === 200 && r.body.some((x) => x.id === n.id)) found++;
      }
      return {
        ok: found === sample.length,
        detail: `${found} of ${sample.length} sampled notes found by search`,
      };
    },
    90000,
    2000,
  );
}

/** Opens a socket with the session cookie and resolves with the first event of the given type. */
export function socketEvent(base, cookie, type, trigger, timeoutMs = 10000) {
  return new Promise((resolve) => {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { headers: { cookie } });
    const timer = setTimeout(
      () => (ws.terminate(), resolve({ ok: false, detail: `no ${type} event within ${timeoutMs} ms` })),
      timeoutMs,
    );
    ws.on('open', async () => {
      ws.send(JSON.stringify({ type: 'identify', userId: 'x' }));
      await sleep(300);
      await trigger();
    });
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString());
      if (msg.type === type) {
        clearTimeout(timer);
        ws.close();
        resolve({ ok: true, detail: `${type} received over /ws` });
      }
    });
    ws.on(
      'error',
      (e) => (clearTimeout(timer), resolve({ ok: false, detail: `socket error: ${e.message}` })),
    );
  });
}
