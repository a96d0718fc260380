// A word in thousands of a user's documents: the search ranks a bounded set of matches (the ones
// among the user's newest documents) instead of fetching and rechecking every match; any other
// query, and the newest-first order, answer exactly what ranking every match answers.
import request from 'supertest';
import type { Client } from 'pg';
import type { SearchResult } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { connectServiceDb, useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { RANK_CANDIDATES, RECENT_DOCUMENTS } from '../src/search/search.statements';

const DOCUMENTS = 7100;
/** The oldest documents, the only ones saying "ancient": more than RANK_CANDIDATES, none of them recent. */
const ANCIENT = DOCUMENTS - RECENT_DOCUMENTS;

/** Every match ranked as GET /api/search did before the bound, within `where` (ids, best first). */
const RANKED_SQL = (where: string) => `
  SELECT d.id FROM documents d
  WHERE d.user_id = $1 AND NOT d.deleted AND d.tsv @@ to_tsquery('simple', $2) ${where}
  ORDER BY ts_rank(d.tsv, to_tsquery('simple', $2)) DESC, d."timestamp" DESC
  LIMIT 50`;

describe('GET /api/search for a word in thousands of documents', () => {
  const stack = useTestStack({ search: createApp });
  const alice = useTestSession(stack, 'all');
  let db: Client;

  beforeAll(async () => {
    expect(ANCIENT).toBeGreaterThan(RANK_CANDIDATES);
    db = await connectServiceDb(stack, 'search');
    // Every document says "common" (every seventh three times, the 50 oldest five times, so ranking
    // every match would answer those), the oldest say "ancient", one in 200 "rarity".
    await db.query(
      `INSERT INTO documents (id, user_id, type, record_id, date, content, "timestamp", version)
       SELECT 'note:' || gen_random_uuid(), $1, 'note', gen_random_uuid(), '2024-01-01',
              'note ' || i || ' common'
                || CASE WHEN i < 50 THEN ' common common common common'
                        WHEN i % 7 = 0 THEN ' common common' ELSE '' END
                || CASE WHEN i < $2 THEN ' ancient' ELSE '' END
                || CASE WHEN i % 200 = 0 THEN ' rarity' ELSE '' END,
              timestamptz '2020-01-01' + i * interval '1 hour', 1
       FROM generate_series(0, $3 - 1) AS i`,
      [alice.userId, ANCIENT, DOCUMENTS],
    );
    await db.query('ANALYZE documents');
  });

  const search = async (q: string): Promise<string[]> => {
    const res = await request(stack.urls.search)
      .get('/api/search')
      .query({ q })
      .set('Cookie', alice.cookie)
      .expect(200);
    return (res.body as SearchResult[]).map((r) => `note:${r.id}`);
  };
  /** The diary's ask asks for the newest matches (GET /internal/users/{id}/search?order=newest). */
  const newestFirst = async (q: string): Promise<string[]> => {
    const res = await request(stack.urls.search)
      .get(INTERNAL.userSearch(alice.userId))
      .query({ q, order: 'newest' })
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .expect(200);
    return (res.body as SearchResult[]).map((r) => `note:${r.id}`);
  };
  const ranked = async (tsquery: string, where = ''): Promise<string[]> =>
    (await db.query(RANKED_SQL(where), [alice.userId, tsquery])).rows.map((r: { id: string }) => r.id);
  const recent = `AND d.id IN (SELECT id FROM documents WHERE user_id = $1 AND NOT deleted
                               ORDER BY "timestamp" DESC LIMIT ${RECENT_DOCUMENTS})`;

  it('ranks the matches among the newest documents when a word matches more than the bound', async () => {
    const found = await search('common');
    expect(found).toHaveLength(50);
    expect(found).toEqual(await ranked("'common':*", recent));
    // Ranking every match would have answered the oldest ones, each saying it three times.
    expect(found).not.toEqual(await ranked("'common':*"));
  });

  it('answers newest first exactly as before', async () => {
    const newest = await db.query(
      `SELECT id FROM documents WHERE user_id = $1 AND tsv @@ to_tsquery('simple', 'common:*')
       ORDER BY "timestamp" DESC LIMIT 50`,
      [alice.userId],
    );
    expect(await newestFirst('common')).toEqual(newest.rows.map((r: { id: string }) => r.id));
  });

  it('ranks every match when the newest documents hold too few of them', async () => {
    const found = await search('ancient');
    expect(found).toHaveLength(50);
    expect(found).toEqual(await ranked("'ancient':*"));
  });

  it('ranks every match of a word under the bound, as before', async () => {
    const found = await search('rarity');
    expect(found).toHaveLength(36);
    expect(found).toEqual(await ranked("'rarity':*"));
  });
});
