// documents is split by user into hash partitions (migration DocumentsByUserPartitions): a user's
// search reads one partition, and the migration moves what was indexed before it without loss.
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestSession, startTestStack, TestSession, TestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { trigramSql } from '../src/search/search.statements';
import { IndexQueue } from './index-queue';
import { noteUpsert } from './documents';

describe('documents partitioned by user', () => {
  let stack: TestStack;
  let queue: IndexQueue;
  let alice: TestSession;
  let bob: TestSession;
  let db: DataSource;

  beforeAll(async () => {
    stack = await startTestStack({ search: createApp });
    queue = new IndexQueue(stack.env);
    await queue.ready();
    [alice, bob] = await Promise.all([createTestSession(stack.env), createTestSession(stack.env)]);
    db = stack.apps.search!.get(DataSource);
    await queue.apply(noteUpsert(alice.userId, 'Reviewed the quarterly budget with finance'));
    await queue.apply(noteUpsert(bob.userId, 'Quarterly budget draft for the board'));
  });
  afterAll(async () => {
    await queue?.close();
    await stack?.close();
  });

  const partitionsRead = async (userId: string): Promise<string[]> => {
    const plan: Array<{ 'QUERY PLAN': string }> = await db.query(`EXPLAIN ${trigramSql(1)}`, [
      userId,
      'budgte',
    ]);
    const names = plan.flatMap((row) => row['QUERY PLAN'].match(/\bdocuments_p\d+\b/g) ?? []);
    return [...new Set(names)];
  };

  it('reads one partition for a user’s typo search, and the typo search still finds only their note', async () => {
    expect(await partitionsRead(alice.userId)).toHaveLength(1);
    const res = await request(stack.urls.search)
      .get('/api/search')
      .query({ q: 'budgte' })
      .set('Cookie', alice.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { snippet: string }) => r.snippet).join(' ')).toMatch(/finance/);
    expect(res.body.map((r: { snippet: string }) => r.snippet).join(' ')).not.toMatch(/board/);
  });

  it('keeps every indexed row when the table is split (and when it is joined again)', async () => {
    const state = async () => {
      const [{ relkind, rows }] = await db.query(
        `SELECT (SELECT relkind FROM pg_class WHERE oid = 'documents'::regclass) AS relkind,
                (SELECT count(*)::int FROM documents) AS rows`,
      );
      return { relkind, rows };
    };
    expect(await state()).toEqual({ relkind: 'p', rows: 2 });
    await db.undoLastMigration({ transaction: 'each' });
    expect(await state()).toEqual({ relkind: 'r', rows: 2 });
    await db.runMigrations({ transaction: 'each' });
    expect(await state()).toEqual({ relkind: 'p', rows: 2 });
    const res = await request(stack.urls.search)
      .get('/api/search')
      .query({ q: 'quarterly' })
      .set('Cookie', bob.cookie);
    expect(res.body.map((r: { snippet: string }) => r.snippet).join(' ')).toMatch(/board/);
  });
});
