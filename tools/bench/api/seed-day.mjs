// The API benchmarks' user and day: registers a user through the gateway and gives it one day of
// five finished sessions with four notes each, the day that "read a day" reads.
import { randomBytes } from 'node:crypto';
import { register } from '../harness.mjs';

export const BENCH_DATE = '2026-11-20';

/**
 * @param {string} base the gateway's http://127.0.0.1:port
 * @returns {Promise<{ userId: string, headers: Record<string, string>, recordId: string }>}
 */
export async function seedDay(base) {
  const origin = new URL(base).origin;
  const { cookie, id: userId } = await register(base, `bench${randomBytes(3).toString('hex')}`);
  const headers = { cookie, 'content-type': 'application/json', origin };
  const post = async (path, body) =>
    /** @type {any} */ (
      await (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json()
    );
  let recordId = '';
  for (let h = 0; h < 5; h++) {
    const r = await post('/api/work-records', {
      startTime: `${BENCH_DATE}T0${h + 1}:00:00.000Z`,
      endTime: `${BENCH_DATE}T0${h + 1}:45:00.000Z`,
      isActive: false,
      date: BENCH_DATE,
    });
    recordId = r.id;
    for (let n = 0; n < 4; n++)
      await post('/api/work-notes', {
        workRecordId: r.id,
        content: `Worked on part ${n} of task ${h}: reviewed the design and wrote tests.`,
      });
  }
  return { userId, headers, recordId };
}
