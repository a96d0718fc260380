// GET /api/search?q=&tag=: narrows to the records carrying a tag, from the record.tags index jobs.
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { SearchResult } from '@diary/contracts';
import type { SearchIndexJob } from '@diary/contracts/server';
import { TestSession, useTestSession, useTestStack, waitUntil } from '@diary/server-testing';
import { createApp } from '../src/app';
import { useIndexQueue } from './index-queue';
import { nextVersion, noteUpsert } from './documents';

type TagsJob = Extract<SearchIndexJob, { kind: 'record.tags' }>;

describe('GET /api/search?tag=', () => {
  const stack = useTestStack({ search: createApp });
  const queue = useIndexQueue(stack);
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');

  const search = async (who: TestSession, query: Record<string, string>, status = 200) =>
    (
      await request(stack.urls.search)
        .get('/api/search')
        .query(query)
        .set('Cookie', who.cookie)
        .expect(status)
    ).body as SearchResult[];
  const tags = (userId: string, recordId: string, list: string[], version = nextVersion()): TagsJob => ({
    kind: 'record.tags',
    version,
    userId,
    recordId,
    tags: list,
  });

  it("narrows a search to the records with the tag, the caller's only, and follows tag changes", async () => {
    const tagged = randomUUID();
    const other = randomUUID();
    const a = noteUpsert(alice.userId, 'Kickoff workshop with the design team', { recordId: tagged });
    const b = noteUpsert(alice.userId, 'Workshop notes for the billing team', { recordId: other });
    const bobs = noteUpsert(bob.userId, 'Workshop planning, secret', { recordId: randomUUID() });
    await queue.add(a);
    await queue.add(b);
    await queue.add(bobs);
    await queue.add(tags(alice.userId, tagged, ['design']));
    await queue.add(tags(bob.userId, bobs.recordId, ['design']));
    await waitUntil(
      async () => (await search(alice, { q: 'workshop', tag: 'design' })).length === 1,
      5000,
      'the tagged note',
    );
    expect((await search(alice, { q: 'workshop' })).map((r) => r.id).sort()).toEqual(
      [a.noteId, b.noteId].sort(),
    );
    expect((await search(alice, { q: 'workshop', tag: ' Design ' })).map((r) => r.id)).toEqual([a.noteId]);
    // A tag alone lists the tag's documents.
    expect((await search(alice, { q: '', tag: 'design' })).map((r) => r.id)).toEqual([a.noteId]);
    expect(await search(alice, { q: 'workshop', tag: 'nothing' })).toEqual([]);

    // Retagged: an older job delivered late does not bring the old tag back.
    const newer = tags(alice.userId, tagged, ['ops']);
    const older = tags(alice.userId, tagged, ['design'], newer.version - 1);
    await queue.add(newer);
    await queue.add(older);
    await waitUntil(
      async () => (await search(alice, { q: 'workshop', tag: 'ops' })).length === 1,
      5000,
      'the new tag',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await search(alice, { q: 'workshop', tag: 'design' })).toEqual([]);
  });

  it('reads #tag in the query as the tag, not as text: "#auth token" narrows to auth records', async () => {
    const auth = randomUUID();
    const billing = randomUUID();
    const both = randomUUID();
    const a = noteUpsert(alice.userId, 'Rotated the token signing keys', { recordId: auth });
    const b = noteUpsert(alice.userId, 'Token for the billing export', { recordId: billing });
    // The word "auth" written in a note of an untagged record is not the tag.
    const c = noteUpsert(alice.userId, 'auth token notes, #auth spelled out', { recordId: randomUUID() });
    const d = noteUpsert(alice.userId, 'Token refresh for the mobile app', { recordId: both });
    for (const job of [a, b, c, d]) await queue.add(job);
    await queue.add(tags(alice.userId, auth, ['auth']));
    await queue.add(tags(alice.userId, billing, ['billing']));
    await queue.add(tags(alice.userId, both, ['auth', 'mobile']));
    await waitUntil(
      async () => (await search(alice, { q: '#auth token' })).length === 2,
      5000,
      'the auth-tagged notes',
    );
    expect((await search(alice, { q: '#auth token' })).map((r) => r.id).sort()).toEqual(
      [a.noteId, d.noteId].sort(),
    );
    expect((await search(alice, { q: 'token #Auth #mobile' })).map((r) => r.id)).toEqual([d.noteId]);
    expect((await search(alice, { q: 'token', tag: 'billing' })).map((r) => r.id)).toEqual([b.noteId]);
    expect(await search(alice, { q: 'token #auth', tag: 'billing' })).toEqual([]);
    // A tag alone lists its documents; Bob's search never sees Alice's tag.
    expect((await search(alice, { q: '#auth' })).map((r) => r.id).sort()).toEqual(
      [a.noteId, d.noteId].sort(),
    );
    expect(await search(bob, { q: '#auth token' })).toEqual([]);
  });

  it('refuses a tag that cannot be one with a readable 400', async () => {
    const res = await request(stack.urls.search)
      .get('/api/search')
      .query({ q: 'workshop', tag: 'x'.repeat(40) })
      .set('Cookie', alice.cookie)
      .expect(400);
    expect(res.body.message).toBe('Each tag can be at most 32 characters long.');
  });
});
