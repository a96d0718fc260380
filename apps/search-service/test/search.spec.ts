import request from 'supertest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { SearchResult } from '@diary/contracts';
import { TestSession, useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { useIndexQueue } from './index-queue';
import { nextVersion, noteUpsert, summaryUpsert } from './documents';

describe('GET /api/search', () => {
  const stack = useTestStack({ search: createApp });
  const queue = useIndexQueue(stack);
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');

  const search = async (who: TestSession, q: string): Promise<SearchResult[]> => {
    const res = await request(stack.urls.search)
      .get('/api/search')
      .query({ q })
      .set('Cookie', who.cookie)
      .expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    return res.body;
  };

  it('finds a note within a second of its job being queued', async () => {
    const job = noteUpsert(alice.userId, 'Planned the quarterly roadmap with the platform team');
    const queued = Date.now();
    await queue.add(job);
    let found: SearchResult[] = [];
    while (Date.now() - queued < 1000 && found.length === 0) {
      found = await search(alice, 'roadmap');
      if (found.length === 0) await new Promise((r) => setTimeout(r, 25));
    }
    expect(found).toEqual([
      {
        id: job.noteId,
        type: 'note',
        date: '2026-11-20',
        content: job.content,
        snippet: job.content,
      },
    ]);
  });

  it('refuses a caller who is not signed in with 401', async () => {
    await request(stack.urls.search).get('/api/search?q=roadmap').expect(401);
  });

  it('answers [] to a trimmed query under 3 characters, or none at all', async () => {
    await queue.apply(noteUpsert(alice.userId, 'ab ab ab'));
    expect(await search(alice, '  ab  ')).toEqual([]);
    expect(await search(alice, 'a')).toEqual([]);
    const res = await request(stack.urls.search).get('/api/search').set('Cookie', alice.cookie).expect(200);
    expect(res.body).toEqual([]);
  });

  it('matches the last word as a prefix while the user types, any case, and all words', async () => {
    const job = noteUpsert(alice.userId, 'Migrated the Kubernetes cluster to the new ingress controller');
    await queue.apply(job, noteUpsert(alice.userId, 'Kubernetes upgrade postponed'));
    expect((await search(alice, 'kuber')).length).toBe(2);
    expect((await search(alice, 'KUBERNETES ingr')).map((r) => r.id)).toEqual([job.noteId]);
  });

  it('forgives a small typo when nothing matches exactly', async () => {
    const job = noteUpsert(alice.userId, 'Retrospective meeting about the deployment pipeline');
    await queue.apply(job);
    expect((await search(alice, 'retrospectve')).map((r) => r.id)).toEqual([job.noteId]);
    expect((await search(alice, 'deploymnet pipeline')).map((r) => r.id)).toEqual([job.noteId]);
    expect(await search(alice, 'zzqqxx')).toEqual([]);
  });

  it('ranks by relevance (subject above content), then the newer first', async () => {
    const older = noteUpsert(alice.userId, 'Notes on the saxophone rehearsal', {
      timestamp: '2026-10-01T10:00:00.000Z',
    });
    const newer = noteUpsert(alice.userId, 'Notes on the saxophone rehearsal', {
      timestamp: '2026-11-01T10:00:00.000Z',
    });
    const summary = summaryUpsert(
      alice.userId,
      'Saxophone rehearsal',
      '- Practised scales\n- Booked the hall',
      {
        date: '2026-09-15',
        timestamp: '2026-09-15T18:00:00.000Z',
      },
    );
    await queue.apply(older, newer, summary);
    const results = await search(alice, 'saxophone');
    expect(results.map((r) => r.id)).toEqual([summary.recordId, newer.noteId, older.noteId]);
    expect(results[0]).toEqual({
      id: summary.recordId,
      type: 'summary',
      date: '2026-09-15',
      subject: 'Saxophone rehearsal',
      content: '- Practised scales\n- Booked the hall',
      snippet: '- Practised scales - Booked the hall',
    });
  });

  it('cuts a snippet of about 150 characters at word boundaries around the first match', async () => {
    const before = Array.from({ length: 40 }, (_, i) => `alpha${i}`).join(' ');
    const after = Array.from({ length: 40 }, (_, i) => `omega${i}`).join(' ');
    const content = `${before} the flamingo incident was resolved ${after}`;
    await queue.apply(noteUpsert(alice.userId, content));
    const [hit] = await search(alice, 'flamingo');
    expect(hit.content).toBe(content);
    expect(hit.snippet).toContain('flamingo');
    expect(hit.snippet.startsWith('...')).toBe(true);
    expect(hit.snippet.endsWith('...')).toBe(true);
    const inner = hit.snippet.slice(3, -3);
    expect(inner.length).toBeLessThanOrEqual(150);
    expect(inner.length).toBeGreaterThan(100);
    // Whole words only: the cut text is a run of the content's words.
    expect(` ${content} `).toContain(` ${inner} `);
  });

  it('treats c++, %, quotes, backslashes and operators as text, and answers 200 to any query', async () => {
    const cpp = noteUpsert(alice.userId, 'Rewrote the parser in C++ for speed');
    await queue.apply(cpp);
    expect((await search(alice, 'c++')).map((r) => r.id)).toContain(cpp.noteId);
    for (const q of [
      '%%%',
      '100%',
      "it's",
      '"quoted words"',
      'back\\slash\\',
      "'\\'",
      '&|!():*<->',
      'a:* | b',
      '\u0000nul\u0000',
      '😀😀😀',
    ]) {
      await search(alice, q);
    }
    await search(alice, 'long '.repeat(2000));
    await search(alice, 'x'.repeat(5000));
  });

  it('never fails on arbitrary input (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (q) => {
        await search(alice, q);
      }),
      { numRuns: 150 },
    );
  });

  it('never returns another user’s documents', async () => {
    const mine = noteUpsert(bob.userId, 'Bob works on the zeppelin project');
    await queue.apply(mine, noteUpsert(alice.userId, 'Alice also writes about the zeppelin'));
    const results = await search(bob, 'zeppelin');
    expect(results.map((r) => r.id)).toEqual([mine.noteId]);
    // Typo fallback is scoped too.
    expect((await search(bob, 'zepelin')).map((r) => r.id)).toEqual([mine.noteId]);
  });

  describe('index updates', () => {
    it('applies an edit, and ignores an older update that arrives late', async () => {
      const v1 = noteUpsert(alice.userId, 'Draft about walruses');
      const v2 = { ...v1, version: nextVersion(), content: 'Final text about narwhals' };
      await queue.apply(v1, v2, v1);
      expect(await search(alice, 'walruses')).toEqual([]);
      expect((await search(alice, 'narwhals')).map((r) => r.content)).toEqual(['Final text about narwhals']);
    });

    it('applies the same job twice harmlessly', async () => {
      const job = noteUpsert(alice.userId, 'Idempotent pelican note');
      await queue.apply(job, job);
      expect((await search(alice, 'pelican')).length).toBe(1);
    });

    it('removes a deleted note and keeps a tombstone so a late upsert cannot bring it back', async () => {
      const note = noteUpsert(alice.userId, 'Temporary platypus note');
      await queue.apply(note);
      expect((await search(alice, 'platypus')).length).toBe(1);
      await queue.apply({
        kind: 'note.delete',
        version: nextVersion(),
        userId: alice.userId,
        noteId: note.noteId,
      });
      expect(await search(alice, 'platypus')).toEqual([]);
      await queue.apply({ ...note, content: 'Temporary platypus note, edited before the delete' });
      expect(await search(alice, 'platypus')).toEqual([]);
    });

    it('keeps a delete that arrives before its note', async () => {
      const note = noteUpsert(alice.userId, 'Out of order armadillo');
      await queue.apply(
        { kind: 'note.delete', version: nextVersion(), userId: alice.userId, noteId: note.noteId },
        note,
      );
      expect(await search(alice, 'armadillo')).toEqual([]);
    });

    it('removes a deleted record’s notes and summary, and blocks late ones of it', async () => {
      const recordId = randomUUID();
      const note = noteUpsert(alice.userId, 'Iguana habitat research', { recordId });
      const summary = summaryUpsert(alice.userId, 'Iguana research', '- Read papers', { recordId });
      const otherRecord = noteUpsert(alice.userId, 'Iguana in another session');
      const lateNote = noteUpsert(alice.userId, 'Iguana note that was still in flight', { recordId });
      await queue.apply(note, summary, otherRecord);
      expect((await search(alice, 'iguana')).length).toBe(3);
      await queue.apply(
        { kind: 'record.delete', version: nextVersion(), userId: alice.userId, recordId },
        lateNote,
      );
      expect((await search(alice, 'iguana')).map((r) => r.id)).toEqual([otherRecord.noteId]);
    });

    it('ignores a job that would touch another user’s document', async () => {
      const note = noteUpsert(alice.userId, 'Alice owns this quokka');
      await queue.apply(note, {
        ...note,
        userId: bob.userId,
        version: nextVersion(),
        content: 'Bob hijacks the quokka',
      });
      await queue.apply({
        kind: 'note.delete',
        version: nextVersion(),
        userId: bob.userId,
        noteId: note.noteId,
      });
      expect((await search(alice, 'quokka')).map((r) => r.content)).toEqual(['Alice owns this quokka']);
      expect(await search(bob, 'quokka')).toEqual([]);
    });

    it('fails a malformed job without retrying and keeps working', async () => {
      const bad = await queue.add({ kind: 'note.upsert', userId: 'not-a-uuid' });
      await expect(
        bad.waitUntilFinished((queue as unknown as { events: never }).events, 5000),
      ).rejects.toThrow(/not a search index job/);
      await queue.apply(noteUpsert(alice.userId, 'Still indexing after a bad job: wombat'));
      expect((await search(alice, 'wombat')).length).toBe(1);
    });
  });
});
