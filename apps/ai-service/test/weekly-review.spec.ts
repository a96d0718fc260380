// The weekly review with the real auth, diary and ai services: written offline by default and by
// an OpenAI-compatible model (a fake server) when one is configured; it names the week's tags and
// busiest day, its days add up, the socket announces it, and the Monday job writes it for users
// who turned it on.
import request from 'supertest';
import { Queue } from 'bullmq';
import { formatDuration, type StatsResponse, type WeekReport } from '@diary/contracts';
import { QUEUES } from '@diary/contracts/server';
import { bullConnection } from '@diary/server-core';
import { createTestSession, TestSession, TestStack, UserEventListener } from '@diary/server-testing';
import { AI_EVENT_WAIT_MS, startAiStack } from './support/ai-stack';
import { FakeOpenAiServer } from './support/fake-openai.server';

const WEEK = '2024-03-04';

async function fillWeek(stack: TestStack, user: TestSession): Promise<void> {
  const diary = request(stack.urls.diary);
  const add = async (date: string, start: string, end: string, tags: string[], note?: string) => {
    const rec = await diary
      .post('/api/work-records')
      .set('Cookie', user.cookie)
      .send({ date, startTime: start, endTime: end, tags })
      .expect(201);
    if (note)
      await diary
        .post('/api/work-notes')
        .set('Cookie', user.cookie)
        .send({ workRecordId: rec.body.id, content: note, timestamp: start })
        .expect(201);
  };
  await add(
    '2024-03-04',
    '2024-03-04T09:00:00Z',
    '2024-03-04T10:00:00Z',
    ['deploy'],
    'Prepared the release pipeline.',
  );
  await add(
    '2024-03-06',
    '2024-03-06T09:00:00Z',
    '2024-03-06T12:00:00Z',
    ['meetings', 'deploy'],
    'Planning with the platform team.',
  );
  await add(
    '2024-03-06',
    '2024-03-06T13:00:00Z',
    '2024-03-06T14:30:00Z',
    ['code'],
    'Refactored the billing export.',
  );
  // Crosses midnight: counted whole on its day key (Friday).
  await add(
    '2024-03-08',
    '2024-03-08T23:00:00Z',
    '2024-03-09T01:00:00Z',
    ['code'],
    'Fixed the nightly import.',
  );
  // Outside the week.
  await add('2024-03-11', '2024-03-11T09:00:00Z', '2024-03-11T17:00:00Z', ['elsewhere']);
}

const EXPECTED_MINUTES = [60, 0, 270, 0, 120, 0, 0];
const BUSIEST = `Busiest day: Wednesday 2024-03-06, with ${formatDuration(270)} of work.`;
// As GET /api/stats counts them (one minutes rule): the Wednesday meeting's 180 minutes count whole
// under meetings and under deploy, so the tags add up to more than the week's 450 minutes.
const TAGS = `Tags: deploy (${formatDuration(240)}), code (${formatDuration(210)}), meetings (${formatDuration(180)}).`;

function describeWeeklyReview(name: string, openAi: boolean) {
  describe(name, () => {
    let stack: TestStack;
    let alice: TestSession;
    let listener: UserEventListener;
    let fake: FakeOpenAiServer | undefined;
    const ai = () => request(stack.urls.ai);
    const review = async (user: TestSession, week = WEEK) =>
      (await ai().get(`/api/reports/week/${week}`).set('Cookie', user.cookie).expect(200)).body as WeekReport;

    beforeAll(async () => {
      if (openAi) {
        fake = await new FakeOpenAiServer(() => ({
          content: JSON.stringify({
            subject: 'A week of releases',
            bullets: ['Prepared and shipped the release pipeline'],
            insights: ['Releases took most of the week.'],
          }),
        })).start();
      }
      stack = await startAiStack(fake ? { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test' } : {});
      alice = await createTestSession(stack.env);
      listener = await UserEventListener.forUser(stack, alice.userId, AI_EVENT_WAIT_MS);
      await fillWeek(stack, alice);
    });
    afterAll(async () => {
      listener?.close();
      await stack?.close();
      await fake?.close();
    });

    it('writes the review of a week (202), announces it and names its tags and busiest day', async () => {
      const res = await ai()
        .post(`/api/reports/week/${WEEK}/generate`)
        .set('Cookie', alice.cookie)
        .expect(202);
      expect(res.body).toEqual({ week: WEEK, status: 'generating' });
      await listener.waitFor((e) => e.type === 'week_report_completed' && e.week === WEEK);
      const week = await review(alice);
      expect(week.status).toBe('completed');
      expect(week.date).toBe(WEEK);
      expect(week.days.map((d) => d.minutes)).toEqual(EXPECTED_MINUTES);
      expect(week.days.map((d) => d.date)).toEqual([
        '2024-03-04',
        '2024-03-05',
        '2024-03-06',
        '2024-03-07',
        '2024-03-08',
        '2024-03-09',
        '2024-03-10',
      ]);
      expect(week.insights).toEqual(expect.arrayContaining([BUSIEST, TAGS]));
      expect(week.insights[0]).toBe(`Total time: ${formatDuration(450)} across 4 sessions.`);
      expect(week.description?.split('\n').every((l) => l.startsWith('- '))).toBe(true);
      expect(week.generatedAt).toEqual(expect.any(String));
      // Its minutes per day and per tag are GET /api/stats for the same week.
      const stats = (
        await request(stack.urls.diary)
          .get(`/api/stats?from=${WEEK}&to=2024-03-10`)
          .set('Cookie', alice.cookie)
          .expect(200)
      ).body as StatsResponse;
      expect(week.days.map((d) => [d.date, d.minutes])).toEqual(stats.days.map((d) => [d.date, d.minutes]));
      expect(week.byTag).toEqual(stats.tags);
      expect(stats.byTag).toEqual(stats.tags);
      if (fake) {
        expect(week.subject).toBe('A week of releases');
        expect(week.insights).toContain('Releases took most of the week.');
        // Sessions added for past days are summarized too (autoSummarize): pick the weekly request.
        const sent = fake.requests
          .map((r) => r.body)
          .findLast((b) => b.response_format?.json_schema?.name === 'weekly_review')!;
        expect(sent.response_format?.json_schema?.name).toBe('weekly_review');
        const prompt = sent.messages.map((m) => m.content).join('\n');
        expect(prompt).toContain('Busiest day: Wednesday 2024-03-06 (270 minutes)');
        expect(prompt).toContain('deploy (240 minutes), code (210 minutes), meetings (180 minutes)');
        expect(prompt).toContain('Refactored the billing export.');
        expect(prompt).not.toContain('elsewhere');
      } else {
        expect(week.subject).toBe('Week of 2024-03-04: deploy, code, meetings');
        // A day's line names its sessions' subjects (the offline writer's main topic, with the tag).
        expect(week.description).toContain('Billing export (code)');
      }
    });

    if (openAi) return;

    it('answers "none" for a week without a review, with its seven days, and keeps users apart', async () => {
      const bob = await createTestSession(stack.env);
      const week = await review(bob);
      expect(week).toMatchObject({ date: WEEK, status: 'none', subject: null, insights: [] });
      expect(week.days).toHaveLength(7);
      expect(week.days.every((d) => d.minutes === 0 && d.subject === null)).toBe(true);
    });

    it.each([
      ['a Tuesday', '2024-03-05'],
      ['a day that does not exist', '2024-02-30'],
      ['text', 'last-week'],
    ])('refuses %s as a week with a readable 400', async (_what, week) => {
      const res = await ai().get(`/api/reports/week/${week}`).set('Cookie', alice.cookie).expect(400);
      expect(res.body.message).toBe(
        'The week must be given by its Monday, written as yyyy-MM-dd, like 2024-06-03.',
      );
      await ai().post(`/api/reports/week/${week}/generate`).set('Cookie', alice.cookie).expect(400);
    });

    it('needs a signed-in user', async () => {
      await ai().get(`/api/reports/week/${WEEK}`).expect(401);
      await ai().post(`/api/reports/week/${WEEK}/generate`).expect(401);
    });

    it("the Monday job writes last week's review for users who turned it on, and only for them", async () => {
      const register = async (): Promise<TestSession> => {
        const username = `weekly${Date.now()}${Math.floor(Math.random() * 1e6)}`;
        const res = await request(stack.urls.auth)
          .post('/api/auth/register')
          .send({ username, password: 'a long week of work 42', email: `${username}@example.com` })
          .expect(201);
        const cookie = (res.headers['set-cookie'] as unknown as string[])
          .map((c) => c.split(';')[0])
          .join('; ');
        return { userId: res.body.id as string, cookie } as TestSession;
      };
      const carol = await register();
      const dave = await register();
      await request(stack.urls.auth)
        .post('/api/user-settings')
        .set('Cookie', carol.cookie)
        .send({ weeklyReview: true })
        .expect(200);
      await request(stack.urls.auth)
        .post('/api/user-settings')
        .set('Cookie', dave.cookie)
        .send({ weeklyReview: false })
        .expect(200);
      const carolEvents = await UserEventListener.forUser(stack, carol.userId, AI_EVENT_WAIT_MS);
      const { connection, prefix } = bullConnection({
        REDIS_URL: stack.env.redisUrl,
        REDIS_PREFIX: stack.env.redisPrefix,
      });
      const queue = new Queue(QUEUES.weeklyReports, { connection, prefix });
      try {
        await queue.add('monday', { kind: 'monday' });
        const event = await carolEvents.waitFor((e) => e.type === 'week_report_completed');
        const week = (event as { week: string }).week;
        expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(Date.now() - Date.parse(`${week}T00:00:00Z`)).toBeGreaterThan(6 * 86_400_000);
        expect((await review(carol, week)).status).toBe('completed');
        expect((await review(dave, week)).status).toBe('none');
        // The schedule itself is registered.
        expect((await queue.getJobSchedulers()).map((s) => s.key)).toContain('weekly-review-monday');
      } finally {
        carolEvents.close();
        await queue.close();
      }
    });
  });
}

describeWeeklyReview('weekly review, offline writer', false);
describeWeeklyReview('weekly review through an OpenAI-compatible model', true);
