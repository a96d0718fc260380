// The outbox relay shares each batch among the users with waiting events: another user's note goes
// out to the search index while one user's import of tens of thousands of rows is still waiting,
// instead of after all of it (round four, fair scheduling).
import { randomUUID } from 'node:crypto';
import { connectServiceDb, createTestSession, waitUntil } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

describe('outbox relay, fair across users', () => {
  const stack = useDiary();

  it("delivers another user's note while a backlog of 30,000 index events still waits", async () => {
    const heavy = await createTestSession(stack.env);
    const light = await createTestSession(stack.env);
    const db = await connectServiceDb(stack, 'diary');
    try {
      // What an import leaves behind: one index event per note, written in one go.
      await db.query(
        `INSERT INTO outbox_events (kind, user_id, payload)
         SELECT 'search_index', $1::uuid, jsonb_build_object('kind', 'note.upsert', 'version', n, 'userId', $1::text,
           'noteId', gen_random_uuid(), 'recordId', $2::text, 'date', '2024-01-01',
           'content', 'imported note ' || n, 'timestamp', '2024-01-01T09:00:00.000Z')
         FROM generate_series(1, 30000) AS n`,
        [heavy.userId, randomUUID()],
      );
      const record = await api(stack)
        .post('/api/work-records')
        .set('Cookie', light.cookie)
        .send({ date: '2024-01-02', startTime: '2024-01-02T09:00:00Z', endTime: '2024-01-02T10:00:00Z' })
        .expect(201);
      await api(stack)
        .post('/api/work-notes')
        .set('Cookie', light.cookie)
        .send({ workRecordId: record.body.id, content: 'a note of my own' })
        .expect(201);
      const waitingOf = async (userId: string) =>
        (await db.query(`SELECT count(*)::int AS n FROM outbox_events WHERE user_id = $1`, [userId])).rows[0]
          .n as number;
      await waitUntil(async () => (await waitingOf(light.userId)) === 0, 30_000, "the light user's events");
      // First in, first out, the note went out only after every one of the 30,000.
      expect(await waitingOf(heavy.userId)).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }, 120_000);
});
