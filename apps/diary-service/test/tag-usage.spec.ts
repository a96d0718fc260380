// GET /api/tags reads tag_usage (kept by triggers on work_records, migration TagUsage) instead of
// unnesting every record: after each kind of write its answer must equal a fresh count over the
// records, made with the statement GET /api/tags ran before the table existed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { TagUsage, WorkRecord } from '@diary/contracts';
import { connectServiceDb, createRecord } from '@diary/server-testing';
import { databaseName, databaseUrl } from '@diary/server-core';
import { TAG_USAGE_SQL } from '../src/stats/stats.repository';
import { TagUsage1795960000000 } from '../src/migrations/1795960000000-TagUsage';
import { Account, register, useWholeStack } from './support/your-data-stack';

/** GET /api/tags as it was: every record of the user unnested and grouped. */
const FRESH_TAG_USAGE_SQL = `
  SELECT t AS name, count(*)::int AS count,
         coalesce(sum(greatest(0, floor(extract(epoch FROM (coalesce(end_time, $2::timestamptz) - start_time)) / 60))::bigint), 0)::float8 AS minutes
  FROM work_records r, unnest(r.tags) AS t
  WHERE r.user_id = $1 AND r.tags <> '{}'
  GROUP BY t
  ORDER BY count DESC, minutes DESC, name`;

describe('tag usage (GET /api/tags from tag_usage)', () => {
  const stack = useWholeStack();
  let db: Client;
  let alice: Account;
  let bob: Account;
  const diary = () => request(stack.urls.diary);

  beforeAll(async () => {
    db = await connectServiceDb(stack, 'diary');
    alice = await register(stack, 'tagsa');
    bob = await register(stack, 'tagsb');
  });

  const tags = async (who: Account): Promise<TagUsage[]> =>
    (await diary().get('/api/tags').set('Cookie', who.cookie).expect(200)).body as TagUsage[];

  /** The new statement and the old one at the same instant, and the table against a fresh sum. */
  async function expectFresh(who: Account): Promise<TagUsage[]> {
    const now = new Date();
    const [kept, fresh] = await Promise.all([
      db.query(TAG_USAGE_SQL, [who.id, now]),
      db.query(FRESH_TAG_USAGE_SQL, [who.id, now]),
    ]);
    expect(kept.rows).toEqual(fresh.rows);
    const table = await db.query(
      `SELECT tag, records, minutes::float8 AS minutes FROM tag_usage WHERE user_id = $1 ORDER BY tag`,
      [who.id],
    );
    const finished = await db.query(
      `SELECT t AS tag, count(*)::int AS records,
              sum(floor(extract(epoch FROM (end_time - start_time)) / 60))::float8 AS minutes
       FROM work_records r, unnest(r.tags) AS t
       WHERE r.user_id = $1 AND r.end_time IS NOT NULL GROUP BY t ORDER BY t`,
      [who.id],
    );
    expect(table.rows).toEqual(finished.rows);
    return fresh.rows as TagUsage[];
  }

  const create = async (who: Account, body: Record<string, unknown>): Promise<WorkRecord> =>
    (await diary().post('/api/work-records').set('Cookie', who.cookie).send(body).expect(201))
      .body as WorkRecord;
  const patch = (who: Account, id: string, body: Record<string, unknown>) =>
    diary().patch(`/api/work-records/${id}`).set('Cookie', who.cookie).send(body).expect(200);

  it('equals a fresh count after creates, edits of tags and times, a split, a stop and a delete', async () => {
    const a = await create(alice, {
      date: '2024-05-06',
      startTime: '2024-05-06T09:00:00Z',
      endTime: '2024-05-06T10:30:00Z',
      tags: ['code', 'review'],
    });
    const b = await create(alice, {
      date: '2024-05-06',
      startTime: '2024-05-06T11:00:00Z',
      endTime: '2024-05-06T11:20:59Z',
      tags: ['code'],
    });
    await create(alice, {
      date: '2024-05-07',
      startTime: '2024-05-07T09:00:00Z',
      endTime: '2024-05-07T09:45:00Z',
    });
    expect(await expectFresh(alice)).toEqual([
      { name: 'code', count: 2, minutes: 110 },
      { name: 'review', count: 1, minutes: 90 },
    ]);
    expect(await tags(alice)).toEqual(await expectFresh(alice));

    await patch(alice, b.id, { tags: ['ops', 'Code'] });
    await patch(alice, a.id, { endTime: '2024-05-06T10:50:00Z' });
    await patch(alice, a.id, { note: 'a note changes no tag' });
    await patch(alice, a.id, { tags: [] });
    expect(await tags(alice)).toEqual(await expectFresh(alice));

    // An active session counts with its minutes so far; stopping it moves it into the table.
    const running = await create(alice, {
      date: '2024-05-08',
      startTime: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      isActive: true,
      tags: ['ops', 'meetings'],
    });
    const live = await expectFresh(alice);
    expect(live).toContainEqual({ name: 'meetings', count: 1, minutes: 180 });
    await diary()
      .post(`/api/work-records/${running.id}/split`)
      .set('Cookie', alice.cookie)
      .send({
        awayFrom: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        awayTo: new Date(Date.now() - 3_600_000).toISOString(),
        date: '2024-05-08',
      })
      .expect((res) => expect(res.status).toBeLessThan(300));
    await expectFresh(alice);
    const day = (await diary().get('/api/work-records/2024-05-08').set('Cookie', alice.cookie).expect(200))
      .body.records as WorkRecord[];
    for (const rec of day.filter((r) => r.isActive)) await patch(alice, rec.id, { isActive: false });
    await expectFresh(alice);

    await diary().delete(`/api/work-records/${b.id}`).set('Cookie', alice.cookie).expect(204);
    expect(await tags(alice)).toEqual(await expectFresh(alice));
    expect(await tags(bob)).toEqual([]);
  });

  it('equals a fresh count after many edits at once', async () => {
    const records = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createRecord(stack, alice, {
          date: '2024-06-03',
          start: `2024-06-03T${String(8 + i).padStart(2, '0')}:00:00Z`,
          end: `2024-06-03T${String(8 + i).padStart(2, '0')}:40:00Z`,
        }),
      ),
    );
    const sets = [['a', 'b'], ['b', 'a'], ['c'], ['a', 'c', 'b'], ['b'], [], ['c', 'a'], ['a']];
    await Promise.all(records.map((r, i) => patch(alice, r.id, { tags: sets[i] })));
    await Promise.all(records.map((r, i) => patch(alice, r.id, { tags: sets[(i + 3) % sets.length] })));
    expect(await tags(alice)).toEqual(await expectFresh(alice));
  });

  it('equals a fresh count after an import of our archive and of a Toggl CSV', async () => {
    const archive = await diary().get('/api/export?format=json').set('Cookie', alice.cookie).expect(200);
    await diary()
      .post('/api/import')
      .set('Cookie', bob.cookie)
      .attach('file', Buffer.from(JSON.stringify(archive.body)), 'diary.json')
      .expect(200);
    await diary()
      .post('/api/import?tz=Europe/Berlin')
      .set('Cookie', bob.cookie)
      .attach('file', readFileSync(join(__dirname, 'fixtures', 'toggl-detailed.csv')), 'toggl.csv')
      .expect(200);
    const bobs = await expectFresh(bob);
    expect(bobs.map((t) => t.name)).toEqual(expect.arrayContaining(['a', 'b', 'c', 'frontend', 'urgent']));
    expect(await tags(bob)).toEqual(bobs);
  });

  it('backfills the table from the records when the migration runs', async () => {
    const before = await expectFresh(bob);
    const ds = new DataSource({
      type: 'postgres',
      url: databaseUrl(
        process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
        databaseName({ DB_NAME_PREFIX: stack.env.dbPrefix }, 'diary'),
      ),
    });
    await ds.initialize();
    const runner = ds.createQueryRunner();
    try {
      const migration = new TagUsage1795960000000();
      await runner.startTransaction();
      await migration.down(runner);
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
      await ds.destroy();
    }
    expect(await expectFresh(bob)).toEqual(before);
    expect(await expectFresh(alice)).not.toEqual([]);
  });

  it("empties a user's tag usage with the account, leaving the others'", async () => {
    const bobs = await expectFresh(bob);
    await diary()
      .delete(`/internal/users/${alice.id}`)
      .set('X-Internal-Token', stack.env.internalToken)
      .expect(204);
    const left = await db.query(`SELECT count(*)::int AS n FROM tag_usage WHERE user_id = $1`, [alice.id]);
    expect(left.rows[0].n).toBe(0);
    expect(await expectFresh(bob)).toEqual(bobs);
  });
});
