// The search bench's generated notes: the same every load, the shape the bench describes, and
// accepted by Postgres's COPY text format as they are.
import { describe, expect, it } from 'vitest';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { NOTE_COLUMNS, benchUserId, noteRows } from './note-rows.mjs';

const read = async (stream) => {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text.trimEnd().split('\n');
};

describe('noteRows', () => {
  it('gives the same rows for the same notes, and other rows for another slice', async () => {
    const a = await read(noteRows({ notes: 1000, users: 10 }));
    expect(await read(noteRows({ notes: 1000, users: 10 }))).toEqual(a);
    expect(await read(noteRows({ notes: 1000, users: 10, from: 2, to: 3 }))).not.toEqual(a.slice(1, 3));
  });

  it('gives notes of 6 to 60 words, of skewed users, in time order', async () => {
    const users = new Map(Array.from({ length: 100 }, (_, u) => [benchUserId(u), u]));
    const lines = await read(noteRows({ notes: 5000, users: 100 }));
    expect(lines).toHaveLength(5000);
    const perUser = new Map();
    let previous = '';
    for (const line of lines) {
      const [id, userId, type, , day, subject, content, timestamp, version] = line.split('\t');
      expect(id).toMatch(/^note:[0-9a-f-]{36}$/);
      expect(users.has(userId)).toBe(true);
      expect([type, subject]).toEqual(['note', '\\N']);
      expect(timestamp.slice(0, 10)).toBe(day);
      expect(Number(version)).toBe(Date.parse(timestamp));
      expect(timestamp >= previous).toBe(true);
      previous = timestamp;
      const words = content.split(' ').length;
      expect(words).toBeGreaterThanOrEqual(6);
      expect(words).toBeLessThanOrEqual(60);
      perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    }
    // The first user writes far more than an even share (power 1.6: about 5.6 % of the notes).
    expect(perUser.get(benchUserId(0))).toBeGreaterThan(5000 * 0.04);
  });

  it('loads into Postgres with COPY as they are', async () => {
    const db = new pg.Client({
      connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    });
    await db.connect();
    try {
      await db.query(`CREATE TEMP TABLE documents (id text PRIMARY KEY, user_id uuid NOT NULL, type text,
        record_id uuid, date text, subject text, content text NOT NULL, "timestamp" timestamptz, version bigint)`);
      await pipeline(
        noteRows({ notes: 2000, users: 20 }),
        db.query(copyFrom(`COPY documents (${NOTE_COLUMNS}) FROM STDIN (FORMAT text)`)),
      );
      const { rows } = await db.query(`SELECT count(*)::int AS n, count(subject)::int AS subjects,
        bool_and(extract(epoch FROM "timestamp") * 1000 = version) AS versions FROM documents`);
      expect(rows[0]).toEqual({ n: 2000, subjects: 0, versions: true });
    } finally {
      await db.end();
    }
  });
});
