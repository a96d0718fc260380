// Every user-facing query runs under a statement timeout (DB_STATEMENT_TIMEOUT_MS), and the typo
// fallback under a shorter one of its own (SEARCH_TYPO_TIMEOUT_MS): a crafted query over notes of
// 97,000 characters took 4.6 s of database CPU per search before (issue 31), and a repetitive one
// far more.
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestSession, startTestStack, TestSession, TestStack, withConfig } from '@diary/server-testing';
import { createApp } from '../src/app';
import { IndexQueue } from './index-queue';
import { noteUpsert } from './documents';

describe('statement timeouts', () => {
  let stack: TestStack;
  let queue: IndexQueue;
  let alice: TestSession;

  beforeAll(async () => {
    stack = await startTestStack({
      search: withConfig(createApp, { DB_STATEMENT_TIMEOUT_MS: 4321, SEARCH_TYPO_TIMEOUT_MS: 300 }),
    });
    queue = new IndexQueue(stack.env);
    await queue.ready();
    alice = await createTestSession(stack.env);
  });
  afterAll(async () => {
    await queue?.close();
    await stack?.close();
  });

  it('runs the service’s queries with DB_STATEMENT_TIMEOUT_MS as the statement timeout', async () => {
    const dataSource = stack.apps.search!.get(DataSource);
    const rows = await Promise.all(
      Array.from({ length: 3 }, () => dataSource.query('SHOW statement_timeout')),
    );
    for (const [row] of rows) expect(row.statement_timeout).toBe('4321ms');
  });

  it('bounds the typo fallback: a crafted query over very long notes answers quickly and with 200', async () => {
    // A note of 97,000 characters repeating one pattern, and a word of the same pattern: full text
    // finds nothing (no such word), and the trigram comparison of that word with that text costs
    // Postgres about a minute of CPU on this kind of machine without a bound.
    await queue.apply(noteUpsert(alice.userId, 'ab'.repeat(48_500)));
    const q = 'ababababab';
    const started = Date.now();
    const res = await request(stack.urls.search).get('/api/search').query({ q }).set('Cookie', alice.cookie);
    const took = Date.now() - started;
    expect(res.status).toBe(200);
    // The note is found (the typo fallback reads its first 4,000 characters), and at once.
    expect(res.body.map((r: { type: string }) => r.type)).toEqual(['note']);
    // 300 ms of typo search plus the full-text query and the HTTP round trip, with room for a busy machine.
    expect(took).toBeLessThan(2500);
  });
});
