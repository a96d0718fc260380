// Hostile input against GET /api/search?q=: any text (control characters, lone surrogates, tsquery
// and LIKE syntax, right-to-left, emoji, kilobytes), repeated and bracketed parameters, over an index
// that itself holds hostile text. Never a 5xx, always 200 with A's own results or a clean 4xx, and
// never one of user B's documents.
import fc from 'fast-check';
import request from 'supertest';
import type { SearchResult } from '@diary/contracts';
import {
  encodeLoosely,
  expectCleanAnswer,
  hostileString,
  NASTY_STRINGS,
  prototypeIsPolluted,
  TestSession,
  useTestSession,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';
import { IndexQueue } from './index-queue';
import { noteUpsert, summaryUpsert } from './documents';

const B_MARKER = 'zebrafish';

describe('search service under hostile input', () => {
  const stack = useTestStack({ search: createApp });
  let queue: IndexQueue;
  const a = useTestSession(stack, 'all');
  const b = useTestSession(stack, 'all');
  const bDocuments = new Set<string>();

  const searchAs = (who: TestSession, rawQuery: string) =>
    request(stack.urls.search).get(`/api/search?${rawQuery}`).set('Cookie', who.cookie);
  const snapshotB = async () => (await searchAs(b, `q=${B_MARKER}`).expect(200)).body as SearchResult[];
  let before: SearchResult[];

  beforeAll(async () => {
    queue = new IndexQueue(stack.env);
    await queue.ready();
    const bJobs = [
      noteUpsert(b.userId, `${B_MARKER} quantum roadmap for the platform team`),
      noteUpsert(b.userId, `${B_MARKER} c++ 100% 'quoted' \\ back\\slash & | ! ( ) : * <script>`),
      summaryUpsert(b.userId, `${B_MARKER} review`, `- Reviewed the ${B_MARKER} refund API`),
    ];
    for (const job of bJobs) bDocuments.add(job.kind === 'note.upsert' ? job.noteId : job.recordId);
    // A's index holds hostile text too, so that matches and snippets run over it.
    const aTexts = [
      ...NASTY_STRINGS.filter((s) => s.trim() && !s.includes('\u0000')),
      'roadmap '.repeat(400),
      'Ünïcödé naïve café 東京 🚀 roadmap',
      'x'.repeat(20_000),
    ];
    await queue.apply(
      ...bJobs,
      ...aTexts.map((t) => noteUpsert(a.userId, t.replace(/[\ud800-\udfff]/g, '\ufffd'))),
    );
    before = await snapshotB();
    expect(before).toHaveLength(3);
  }, 60000);

  afterAll(() => queue?.close());

  const check = async (rawQuery: string) => {
    const res = await searchAs(a, rawQuery);
    expectCleanAnswer(res, `GET /api/search?${rawQuery.slice(0, 120)}`);
    if (res.status === 200) {
      const results = res.body as SearchResult[];
      expect(Array.isArray(results)).toBe(true);
      expect(results.length).toBeLessThanOrEqual(50);
      for (const r of results) {
        expect(bDocuments.has(r.id)).toBe(false);
        expect(r.content).not.toContain(B_MARKER);
        expect(typeof r.snippet).toBe('string');
      }
    }
  };

  it('any text in q answers 200 with A’s own results only, or a clean 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileString(8000),
          fc.constantFrom(
            B_MARKER,
            `${B_MARKER}:*`,
            `'${B_MARKER}'`,
            `!${B_MARKER}`,
            `%${B_MARKER}%`,
            'roadmap',
            'c++',
            'a:* | b',
          ),
        ),
        async (q) => {
          await check(`q=${encodeLoosely(q)}`);
        },
      ),
      { numRuns: 100 },
    );
  }, 60000);

  it('repeated, bracketed, empty and broken query parameters answer 200 or a clean 4xx', async () => {
    const raw = fc.oneof(
      fc.constantFrom(
        'q',
        'q=',
        'q=%',
        'q=%zz',
        'q=%ED%A0%80abc',
        'q=%00%00%00',
        'q[]=roadmap',
        'q[a]=roadmap',
        'q[__proto__][x]=1',
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
      ),
      fc
        .tuple(hostileString(200), hostileString(200))
        .map(([x, y]) => `q=${encodeLoosely(x)}&q=${encodeLoosely(y)}`),
      fc
        .array(fc.constantFrom('q=roadmap', 'q[]=x', 'q=', '&', '=', 'q=zebrafish'), { maxLength: 30 })
        .map((parts) => parts.join('&')),
    );
    await fc.assert(fc.asyncProperty(raw, check), { numRuns: 60 });
  }, 60000);

  it('refuses a caller without a session with a clean 401, whatever the query', async () => {
    const res = await request(stack.urls.search).get(`/api/search?q=${B_MARKER}&userId=${b.userId}`);
    expectCleanAnswer(res, 'search without a session');
    expect(res.status).toBe(401);
  });

  it('left user B’s documents exactly as they were, and no prototype polluted', async () => {
    expect(await snapshotB()).toEqual(before);
    expect(prototypeIsPolluted()).toBe(false);
  });
});
