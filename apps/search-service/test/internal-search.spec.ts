// GET /internal/users/{id}/search (for the diary's "ask your diary"): the same matches as
// GET /api/search, for that user only, best first or newest first; internal callers only.
import request from 'supertest';
import { type SearchResult } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { createTestSession, startTestStack, TestSession, TestStack, waitUntil } from '@diary/server-testing';
import { createApp } from '../src/app';
import { IndexQueue } from './index-queue';
import { noteUpsert } from './documents';

describe('internal search', () => {
  let stack: TestStack;
  let queue: IndexQueue;
  let alice: TestSession;
  let bob: TestSession;

  beforeAll(async () => {
    stack = await startTestStack({ search: createApp });
    queue = new IndexQueue(stack.env);
    await queue.ready();
    alice = await createTestSession(stack.env);
    bob = await createTestSession(stack.env);
  });
  afterAll(async () => {
    await queue?.close();
    await stack?.close();
  });

  const find = async (userId: string, query: Record<string, string>, status = 200) =>
    (
      await request(stack.urls.search)
        .get(INTERNAL.userSearch(userId))
        .query(query)
        .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
        .expect(status)
    ).body as SearchResult[];

  it("answers the user's matches best first or newest first, never another user's", async () => {
    const best = noteUpsert(alice.userId, 'Login bug login bug: the login cookie', {
      date: '2026-10-01',
      timestamp: '2026-10-01T09:00:00Z',
    });
    const newest = noteUpsert(alice.userId, 'Closed the login bug', {
      date: '2026-11-12',
      timestamp: '2026-11-12T09:00:00Z',
    });
    const bobs = noteUpsert(bob.userId, 'The login bug, even newer', {
      date: '2026-11-20',
      timestamp: '2026-11-20T09:00:00Z',
    });
    for (const job of [best, newest, bobs]) await queue.add(job);
    await waitUntil(
      async () => (await find(alice.userId, { q: 'login bug' })).length === 2,
      5000,
      'both notes',
    );
    expect((await find(alice.userId, { q: 'login bug' })).map((r) => r.id)).toEqual([
      best.noteId,
      newest.noteId,
    ]);
    expect((await find(alice.userId, { q: 'login bug', order: 'newest' })).map((r) => r.id)).toEqual([
      newest.noteId,
      best.noteId,
    ]);
    expect((await find(bob.userId, { q: 'login bug', order: 'newest' })).map((r) => r.id)).toEqual([
      bobs.noteId,
    ]);
  });

  it('refuses a wrong order with a readable 400; without the internal token the route is not there (404)', async () => {
    const res = await find(alice.userId, { q: 'login', order: 'oldest' }, 400);
    expect((res as unknown as { message: string }).message).toBe('order must be rank or newest.');
    await request(stack.urls.search).get(INTERNAL.userSearch(alice.userId)).query({ q: 'login' }).expect(404);
    await request(stack.urls.search)
      .get('/internal/users/not-a-uuid/search')
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .expect(400);
  });
});
