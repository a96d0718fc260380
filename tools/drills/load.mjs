// The load that runs during the drills: note writes and session starts/stops through the gateway.
// Every write the gateway acknowledged (2xx) is remembered, to be checked after the drills.
export function startLoad(client, { workers = 3, date }) {
  const acked = { notes: [], stops: [], starts: [] };
  const outcomes = new Map();
  const failures = [];
  let phase = 'steady';
  let running = true;
  let seq = 0;
  let activeId = null;

  const count = (r) => {
    const key = `${phase}:${r.status}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    const bad = r.status === 'hang' || (typeof r.status === 'number' && r.status >= 500 && r.status !== 503);
    const refusedOk = r.status === 'refused' && phase === 'gateway';
    if (bad || (r.status === 'refused' && !refusedOk))
      failures.push({ phase, call: r.call, status: r.status, ms: r.ms, body: r.body });
  };

  async function ensureActive() {
    if (activeId) return activeId;
    const r = await client.call('POST', '/api/work-records', {
      startTime: new Date().toISOString(),
      isActive: true,
      date,
    });
    count(r);
    if (r.status === 201) {
      acked.starts.push(r.body.id);
      return (activeId = r.body.id);
    }
    if (r.status === 409) {
      const a = await client.call('GET', '/api/work-records/active');
      count(a);
      if (a.status === 200 && a.body) return (activeId = a.body.id);
    }
    return null;
  }

  async function worker() {
    while (running) {
      const id = await ensureActive();
      if (!id) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const n = ++seq;
      const content = `drill note ${n} token${n}x marker`;
      const r = await client.call('POST', '/api/work-notes', {
        workRecordId: id,
        content,
        timestamp: new Date().toISOString(),
      });
      count(r);
      if (r.status === 201) acked.notes.push({ id: r.body.id, content, recordId: id });
      if (r.status === 404 && activeId === id) activeId = null;
      if (n % 40 === 0 && activeId === id) {
        activeId = null;
        const s = await client.call('PATCH', `/api/work-records/${id}`, {
          endTime: new Date().toISOString(),
          isActive: false,
        });
        count(s);
        if (s.status === 200) acked.stops.push(id);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const all = Array.from({ length: workers }, worker);
  return {
    acked,
    outcomes,
    failures,
    setPhase: (p) => (phase = p),
    async stop() {
      running = false;
      await Promise.all(all);
    },
  };
}
