// POST /api/ask over a seeded diary (fixtures/ask-diary.ts), with the search service running and
// the notes reaching its index through the outbox: the labelled questions are read right (score
// printed), every figure equals GET /api/stats for the same range and tag, citations are the
// caller's own, an active session counts up to now, and bad questions get a readable 400.
import request from 'supertest';
import type { AskResponse, SearchResult, StatsResponse, WorkRecord } from '@diary/contracts';
import { createTestSession, sleep, startTestStack, TestSession, TestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { createApp as createSearchApp } from '../../search-service/src/app';
import { ASK_TODAY, LABELLED_QUESTIONS, askDiary } from './fixtures/ask-diary';

describe('ask your diary', () => {
  let stack: TestStack;
  let alice: TestSession;
  let bob: TestSession;
  /** Ids of alice's notes and records, to check that citations are hers. */
  const aliceIds = new Set<string>();
  const bobIds = new Set<string>();

  const diary = () => request(stack.urls.diary);
  const ask = async (who: TestSession, question: string, today = ASK_TODAY): Promise<AskResponse> =>
    (await diary().post('/api/ask').set('Cookie', who.cookie).send({ question, today }).expect(200))
      .body as AskResponse;
  const stats = async (who: TestSession, from: string, to: string): Promise<StatsResponse> =>
    (await diary().get(`/api/stats?from=${from}&to=${to}`).set('Cookie', who.cookie).expect(200))
      .body as StatsResponse;

  async function seed(who: TestSession, ids: Set<string>): Promise<{ id: string; content: string }> {
    let last = { id: '', content: '' };
    for (const s of askDiary()) {
      const record = (
        await diary()
          .post('/api/work-records')
          .set('Cookie', who.cookie)
          .send({ date: s.date, startTime: s.startTime, endTime: s.endTime, tags: s.tags })
          .expect(201)
      ).body as WorkRecord;
      ids.add(record.id);
      for (const content of s.notes) {
        const note = (
          await diary()
            .post('/api/work-notes')
            .set('Cookie', who.cookie)
            .send({ workRecordId: record.id, content })
            .expect(201)
        ).body as { id: string };
        ids.add(note.id);
        last = { id: note.id, content };
      }
    }
    return last;
  }

  /** Waits until the search index holds the note (the outbox and the index queue are real). */
  async function indexed(who: TestSession, q: string, id: string): Promise<void> {
    const end = Date.now() + 30_000;
    while (Date.now() < end) {
      const found = (
        await request(stack.urls.search).get('/api/search').query({ q }).set('Cookie', who.cookie).expect(200)
      ).body as SearchResult[];
      if (found.some((r) => r.id === id)) return;
      await sleep(100);
    }
    throw new Error(`note ${id} was not indexed within 30 s`);
  }

  beforeAll(async () => {
    stack = await startTestStack({ diary: createApp, search: createSearchApp });
    alice = await createTestSession(stack.env);
    bob = await createTestSession(stack.env);
    const aliceLast = await seed(alice, aliceIds);
    // Bob wrote the same words on the same days: none of it may reach alice's answers.
    const bobLast = await seed(bob, bobIds);
    // Alice's session of today is still running: it counts up to now.
    const active = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', alice.cookie)
        .send({
          date: ASK_TODAY,
          startTime: new Date(Date.now() - 95 * 60_000).toISOString(),
          isActive: true,
          tags: ['acme'],
        })
        .expect(201)
    ).body as WorkRecord;
    aliceIds.add(active.id);
    const note = (
      await diary()
        .post('/api/work-notes')
        .set('Cookie', alice.cookie)
        .send({ workRecordId: active.id, content: 'Acme kickoff call with the new team' })
        .expect(201)
    ).body as { id: string };
    aliceIds.add(note.id);
    await indexed(alice, 'kickoff', note.id);
    await indexed(alice, aliceLast.content, aliceLast.id);
    await indexed(bob, bobLast.content, bobLast.id);
  }, 180_000);
  afterAll(() => stack?.close());

  it('reads at least 90% of the labelled questions right, and every figure equals GET /api/stats', async () => {
    let right = 0;
    const misses: string[] = [];
    for (const label of LABELLED_QUESTIONS) {
      let answer = await ask(alice, label.question);
      const parsed =
        answer.kind === label.kind &&
        answer.tag === label.tag &&
        JSON.stringify(answer.range) === JSON.stringify(label.range);
      if (!parsed) {
        misses.push(
          `${label.question} → ${JSON.stringify({ kind: answer.kind, range: answer.range, tag: answer.tag })}`,
        );
        continue;
      }
      right++;
      if (!answer.figures.length) continue;
      let expected = await figuresFromStats(answer);
      // The running session gains a minute between the two calls at most once: ask again.
      if (JSON.stringify(answer.figures.map((f) => f.minutes)) !== JSON.stringify(expected)) {
        answer = await ask(alice, label.question);
        expected = await figuresFromStats(answer);
      }
      expect({ q: label.question, minutes: answer.figures.map((f) => f.minutes) }).toEqual({
        q: label.question,
        minutes: expected,
      });
    }
    const score = right / LABELLED_QUESTIONS.length;
    console.log(
      `ask: ${right} of ${LABELLED_QUESTIONS.length} labelled questions read right (${(score * 100).toFixed(1)}%)` +
        (misses.length ? `\n  missed:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(score).toBeGreaterThanOrEqual(0.9);
  });

  /** Each figure as GET /api/stats gives it: the range's total, or a tag's minutes. */
  async function figuresFromStats(answer: AskResponse): Promise<number[]> {
    const s = await stats(alice, answer.range!.from, answer.range!.to);
    // The first figure is the question's (its tag, or the range's total); the others are '#tag'.
    return answer.figures.map((f, i) => {
      const named = i === 0 ? answer.tag : f.label.slice(1);
      return named ? (s.tags.find((t) => t.name === named)?.minutes ?? 0) : s.totalMinutes;
    });
  }

  it('answers a time question in a sentence with the figure, the sessions and the longest', async () => {
    const answer = await ask(alice, 'How much time did I spend on #acme in October?');
    const s = await stats(alice, '2026-10-01', '2026-10-31');
    const minutes = s.tags.find((t) => t.name === 'acme')!.minutes;
    expect(minutes).toBeGreaterThan(0);
    expect(answer.figures[0]).toEqual({ label: '#acme in October', minutes });
    expect(answer.answer).toMatch(
      /^You spent \d+h \d\dm on #acme in October, over \d+ sessions; the longest was Oct \d+, /,
    );
    expect(answer.provider).toBe('offline');
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const c of answer.citations) {
      expect(c.date >= '2026-10-01' && c.date <= '2026-10-31').toBe(true);
      expect(aliceIds.has(c.id)).toBe(true);
    }
  });

  it('counts the running session up to now', async () => {
    const answer = await ask(alice, 'How much time did I spend on #acme today?');
    expect(answer.figures[0].minutes).toBeGreaterThanOrEqual(95);
    expect(answer.figures[0].minutes).toBeLessThan(100);
    const s = await stats(alice, ASK_TODAY, ASK_TODAY);
    expect(
      Math.abs(s.tags.find((t) => t.name === 'acme')!.minutes - answer.figures[0].minutes),
    ).toBeLessThanOrEqual(1);
    expect(answer.answer).toMatch(/^You spent 1h 3\dm on #acme today, over 1 session\./);
  });

  it('lists what was done with subjects and cites the notes', async () => {
    const answer = await ask(alice, 'What did I do on Oct 7?');
    expect(answer.kind).toBe('activity');
    expect(answer.answer).toContain('Looked into the login bug: sessions expire too early');
    expect(answer.citations.every((c) => c.date === '2026-10-07' && aliceIds.has(c.id))).toBe(true);
  });

  it('finds the newest note for "when did I last", and only the caller\'s', async () => {
    const answer = await ask(alice, 'When did I last touch the login bug?');
    expect(answer.answer).toMatch(
      /^You last wrote about “login bug” on Nov 12: “Fixed the login bug at last/,
    );
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ type: 'note', date: '2026-11-12' });
    expect(aliceIds.has(answer.citations[0].id)).toBe(true);
    const bobs = await ask(bob, 'When did I last touch the login bug?');
    expect(bobIds.has(bobs.citations[0].id)).toBe(true);
  });

  it("never cites another user's rows, whatever the question", async () => {
    for (const q of [
      'postgres indexes',
      'What did I work on last week?',
      '#globex api rate limits',
      'When did I last work on globex?',
      'How many hours on acme between Oct 5 and Oct 16?',
    ]) {
      const answer = await ask(alice, q);
      expect({ q, cited: answer.citations.length > 0, answer: answer.answer }).toMatchObject({
        q,
        cited: true,
      });
      for (const c of answer.citations) {
        expect(bobIds.has(c.id)).toBe(false);
        expect(aliceIds.has(c.id)).toBe(true);
      }
    }
  });

  it('says plainly when nothing matches', async () => {
    const answer = await ask(alice, 'When did I last mention the zebrafish aquarium?');
    expect(answer).toMatchObject({ kind: 'last', citations: [], figures: [] });
    expect(answer.answer).toBe('I found nothing about “zebrafish aquarium” in your diary.');
    const search = await ask(alice, 'zyzzyva quokka');
    expect(search.answer).toBe('I found nothing about “zyzzyva quokka” in your diary.');
    const none = await ask(alice, 'What did I do on Sunday, Nov 22?');
    expect(none.answer).toBe('You have no sessions on Nov 22.');
  });

  it.each([
    [
      { question: '', today: ASK_TODAY },
      'Type a question, like "How much time did I spend on #acme last week?".',
    ],
    [
      { question: '   ', today: ASK_TODAY },
      'Type a question, like "How much time did I spend on #acme last week?".',
    ],
    [{ today: ASK_TODAY }, 'Type a question, like "How much time did I spend on #acme last week?".'],
    [
      { question: 'x'.repeat(501), today: ASK_TODAY },
      'A question can be at most 500 characters long; this one has 501.',
    ],
    [
      { question: 'What did I do?', today: '2026-02-30' },
      'today must be your day written as yyyy-MM-dd, like 2024-05-31.',
    ],
    [{ question: 'What did I do?' }, 'today must be your day written as yyyy-MM-dd, like 2024-05-31.'],
  ])('refuses %j with a readable 400', async (body, message) => {
    const res = await diary().post('/api/ask').set('Cookie', alice.cookie).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts a question of exactly 500 characters and needs a signed-in caller', async () => {
    await diary()
      .post('/api/ask')
      .set('Cookie', alice.cookie)
      .send({ question: `postgres ${'x'.repeat(491)}`, today: ASK_TODAY })
      .expect(200);
    await diary().post('/api/ask').send({ question: 'What did I do?', today: ASK_TODAY }).expect(401);
  });
});
