import request from 'supertest';
import { createServer, Server } from 'node:http';
import { SearchResult } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER, SearchIndexJob } from '@diary/contracts/server';
import { TestSession, useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { IndexQueue } from './index-queue';
import { nextVersion, noteUpsert, summaryUpsert } from './documents';

/** Stands in for the diary's /internal/search-documents: pages of 2, filtered by user. */
function fakeDiary(url: string, token: string, documents: () => SearchIndexJob[]): Promise<Server> {
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', url);
    if (u.pathname !== INTERNAL.searchDocuments || req.headers[INTERNAL_TOKEN_HEADER] !== token) {
      res.writeHead(404).end();
      return;
    }
    const userId = u.searchParams.get('userId');
    const all = documents().filter((d) => !userId || d.userId === userId);
    const from = Number(u.searchParams.get('cursor') ?? 0);
    const jobs = all.slice(from, from + 2);
    const nextCursor = from + 2 < all.length ? String(from + 2) : null;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jobs, nextCursor }));
  });
  return new Promise((resolve) =>
    server.listen(Number(new URL(url).port), '127.0.0.1', () => resolve(server)),
  );
}

describe('reindex from the diary', () => {
  const stack = useTestStack({ search: createApp });
  let queue: IndexQueue;
  let diary: Server;
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');
  let diaryDocuments: SearchIndexJob[] = [];

  beforeAll(async () => {
    diary = await fakeDiary(stack.urls.diary, stack.env.internalToken, () => diaryDocuments);
    queue = new IndexQueue(stack.env);
    await queue.ready();
  });
  afterAll(async () => {
    await queue?.close();
    await new Promise((r) => diary?.close(r));
  });

  const search = async (who: TestSession, q: string): Promise<SearchResult[]> =>
    (await request(stack.urls.search).get('/api/search').query({ q }).set('Cookie', who.cookie).expect(200))
      .body;

  it('rebuilds one user’s index: adds what is missing, updates what is stale, removes what is gone', async () => {
    const kept = noteUpsert(alice.userId, 'Lynx note that stays');
    const gone = noteUpsert(alice.userId, 'Lynx note the diary lost');
    const bobs = noteUpsert(bob.userId, 'Lynx note of another user');
    await queue.apply(kept, gone, bobs);
    const edited = {
      ...kept,
      version: nextVersion(),
      content: 'Lynx note that stays, edited while the queue was down',
    };
    // The index already holds a newer version of this one than the diary reports: kept as it is.
    const ahead = noteUpsert(alice.userId, 'Lynx note the queue delivered first');
    await queue.apply(ahead);
    const missing = noteUpsert(alice.userId, 'Lynx note whose job was lost');
    const summary = summaryUpsert(alice.userId, 'Lynx summary', '- Lost job too');
    diaryDocuments = [
      edited,
      missing,
      summary,
      bobs,
      { ...ahead, version: ahead.version - 1000, content: 'Lynx older text' },
    ];

    const res = await request(stack.urls.search)
      .post('/internal/reindex')
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ userId: alice.userId })
      .expect(200);
    expect(res.body).toEqual({ applied: 3, stale: 1, removed: 1 });

    const found = await search(alice, 'lynx');
    expect(found.map((r) => r.id).sort()).toEqual(
      [kept.noteId, ahead.noteId, missing.noteId, summary.recordId].sort(),
    );
    expect(found.find((r) => r.id === ahead.noteId)?.content).toBe(ahead.content);
    expect(found.find((r) => r.id === kept.noteId)?.content).toBe(edited.content);
    expect((await search(bob, 'lynx')).map((r) => r.id)).toEqual([bobs.noteId]);
  });

  it('rebuilds everyone’s index when no user is given', async () => {
    const lost = noteUpsert(bob.userId, 'Ocelot note only the diary has');
    diaryDocuments = [...diaryDocuments, lost];
    await request(stack.urls.search)
      .post('/internal/reindex')
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({})
      .expect(200);
    expect((await search(bob, 'ocelot')).map((r) => r.id)).toEqual([lost.noteId]);
    expect((await search(alice, 'lynx')).length).toBe(4);
  });

  it('is internal only: without the token it answers 404, with a bad user id 400', async () => {
    await request(stack.urls.search).post('/internal/reindex').send({}).expect(404);
    const res = await request(stack.urls.search)
      .post('/internal/reindex')
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({ userId: 'nobody' })
      .expect(400);
    expect(res.body.message).toBe('userId must be a user id.');
  });
});
