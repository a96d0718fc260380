// A day's activity (issue 51): what the user did on GitHub and GitLab and their calendar's events,
// fetched from fake services on 127.0.0.1 through the real clients (Octokit, node-ical, fetch),
// on the user's day in their time zone; adding an item makes exactly one note or session.
import request from 'supertest';
import type { ActivityItem, Connection, DayResponse } from '@diary/contracts';
import type { ConfigOverrides } from '@diary/server-core';
import { TestSession, useTestStack, withConfig } from '@diary/server-testing';
import { createApp } from '../src/app';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import {
  DAY,
  TEAM_CALENDAR,
  adaOnGithub,
  newToken,
  registerIn,
  useWorkSources,
} from './support/work-sources';

describe('a day of activity', () => {
  const settings: ConfigOverrides = {};
  const sources = useWorkSources(settings);
  const stack = useTestStack({ auth: createAuthApp, diary: (c) => withConfig(createApp, settings)(c) });
  const api = () => request(stack.urls.diary);

  const activity = async (who: TestSession, date = DAY): Promise<ActivityItem[]> =>
    (await api().get(`/api/activity/${date}`).set('Cookie', who.cookie).expect(200)).body;

  async function connectGithub(who: TestSession, login = 'ada') {
    const token = newToken();
    sources.current.github.set(token, adaOnGithub(login));
    const res = await api()
      .post('/api/connections')
      .set('Cookie', who.cookie)
      .send({ kind: 'github', token, apiUrl: sources.current.githubApiUrl })
      .expect(201);
    return { token, connection: res.body as Connection };
  }

  async function connectCalendar(who: TestSession) {
    sources.current.calendars.set('team', TEAM_CALENDAR);
    await api()
      .post('/api/connections')
      .set('Cookie', who.cookie)
      .send({ kind: 'calendar', url: sources.current.calendarUrl('team') })
      .expect(201);
  }

  const add = (who: TestSession, itemId: string, body: object, date = DAY) =>
    api().post(`/api/activity/${date}/items/${itemId}/add`).set('Cookie', who.cookie).send(body);

  const day = async (who: TestSession, date = DAY): Promise<DayResponse> =>
    (await api().get(`/api/work-records/${date}`).set('Cookie', who.cookie).expect(200)).body;

  it("lists the user's commits, pull requests, reviews, issues and events of their day, with links, in time order", async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    await connectGithub(ada);
    await connectCalendar(ada);
    const items = await activity(ada);
    expect(items.map((i) => [i.kind, i.start, i.title, i.url])).toEqual([
      // 00:30 in Berlin: the user's 2 November, though still 1 November in UTC.
      [
        'commit',
        '2026-11-01T23:30:00.000Z',
        'Fix the login redirect (acme/web@a1b2c3d)',
        'https://github.example/acme/web/commit/a1b2c3d4e5f60718',
      ],
      ['event', '2026-11-02T08:30:00.000Z', 'Team stand-up #standup', 'https://meet.example.test/standup'],
      [
        'pull_request_opened',
        '2026-11-02T09:05:00.000Z',
        'Quasar login redirect (acme/web#42)',
        'https://github.example/acme/web/pull/42',
      ],
      [
        'pull_request_reviewed',
        '2026-11-02T10:20:00.000Z',
        'Rate limiter (acme/api#7)',
        'https://github.example/acme/api/pull/7#pullrequestreview-9003',
      ],
      [
        'issue_opened',
        '2026-11-02T11:00:00.000Z',
        'Logout loses the draft (acme/web#50)',
        'https://github.example/acme/web/issues/50',
      ],
      [
        'issue_commented',
        '2026-11-02T11:10:00.000Z',
        'Logout loses the draft (acme/web#50)',
        'https://github.example/acme/web/issues/50#issuecomment-9005',
      ],
      [
        'pull_request_merged',
        '2026-11-02T15:40:00.000Z',
        'Billing export (acme/web#41)',
        'https://github.example/acme/web/pull/41',
      ],
    ]);
    const standup = items.find((i) => i.kind === 'event')!;
    expect(standup).toMatchObject({
      source: 'calendar',
      end: '2026-11-02T08:45:00.000Z',
      tags: ['meetings', 'standup'],
    });
  });

  it('shows a recurring meeting on the right days in the user’s zone: skipped, moved, across summer time and the date line', async () => {
    const berlin = await registerIn(stack, 'Europe/Berlin');
    const newYork = await registerIn(stack, 'America/New_York');
    await connectCalendar(berlin);
    await connectCalendar(newYork);
    const events = async (who: TestSession, date: string) =>
      (await activity(who, date)).map((i) => `${i.title} ${i.start}`);
    // Monday: the stand-up at 09:30 Berlin (summer time ended on 25 October: 08:30 UTC).
    expect(await events(berlin, '2026-11-02')).toEqual(['Team stand-up #standup 2026-11-02T08:30:00.000Z']);
    // Tuesday 08:00 in Tokyo is Tuesday 00:00 in Berlin but Monday 18:00 in New York.
    expect(await events(newYork, '2026-11-02')).toEqual([
      'Team stand-up #standup 2026-11-02T08:30:00.000Z',
      'APAC sync 2026-11-02T23:00:00.000Z',
    ]);
    expect(await events(berlin, '2026-11-03')).toEqual([
      'APAC sync 2026-11-02T23:00:00.000Z',
      'Offsite 2026-11-02T23:00:00.000Z',
    ]);
    // Wednesday's stand-up was cancelled (EXDATE); Friday's moved to 11:00.
    expect(await events(berlin, '2026-11-04')).toEqual([]);
    expect(await events(berlin, '2026-11-06')).toEqual([
      'Team stand-up (moved) #standup 2026-11-06T10:00:00.000Z',
    ]);
  });

  it('adds a pull request as a note and a meeting as a session, each exactly once however often it is asked', async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    await connectGithub(ada);
    await connectCalendar(ada);
    const running = (
      await api()
        .post('/api/work-records')
        .set('Cookie', ada.cookie)
        .send({ date: DAY, startTime: '2026-11-02T08:00:00Z', isActive: true })
        .expect(201)
    ).body;
    const items = await activity(ada);
    const pr = items.find((i) => i.kind === 'pull_request_opened')!;
    const meeting = items.find((i) => i.kind === 'event')!;

    const asNote = await add(ada, pr.id, { as: 'note' }).expect(201);
    expect(asNote.body).toEqual({ as: 'note', workRecordId: running.id, noteId: expect.any(String) });
    const again = await Promise.all([add(ada, pr.id, { as: 'note' }), add(ada, pr.id, { as: 'note' })]);
    expect(again.map((r) => [r.status, r.body.noteId])).toEqual([
      [201, asNote.body.noteId],
      [201, asNote.body.noteId],
    ]);

    const asSession = await add(ada, meeting.id, { as: 'session' }).expect(201);
    const sessionAgain = await add(ada, meeting.id, { as: 'session' }).expect(201);
    expect(sessionAgain.body).toEqual(asSession.body);

    const records = (await day(ada)).records;
    expect(records).toHaveLength(2);
    const withNote = records.find((r) => r.id === running.id)!;
    expect(withNote.notes.map((n) => n.content)).toEqual([
      'Pull request opened: [Quasar login redirect (acme/web#42)](https://github.example/acme/web/pull/42)',
    ]);
    const session = records.find((r) => r.id === asSession.body.workRecordId)!;
    expect(session).toMatchObject({
      startTime: '2026-11-02T08:30:00.000Z',
      endTime: '2026-11-02T08:45:00.000Z',
      isActive: false,
      tags: ['meetings', 'standup'],
    });
    expect(session.notes.map((n) => n.content)).toEqual([
      'Event: [Team stand-up #standup](https://meet.example.test/standup)',
    ]);
    // The lane shows both as added.
    const after = await activity(ada);
    expect(after.find((i) => i.id === pr.id)!.added).toEqual(['note']);
    expect(after.find((i) => i.id === meeting.id)!.added).toEqual(['session']);
  });

  it('refuses a note on a day with no session (409) and a commit as a session (400), each with a sentence', async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    await connectGithub(ada);
    const commit = (await activity(ada)).find((i) => i.kind === 'commit')!;
    const noSession = await add(ada, commit.id, { as: 'note' }).expect(409);
    expect(noSession.body.message).toBe(
      'This day has no session to add the note to: start one, or add the item as a session.',
    );
    const untimed = await add(ada, commit.id, { as: 'session' }).expect(400);
    expect(untimed.body.message).toMatch(/^Only an event or timed work with an end can become a session/);
    await add(ada, commit.id, { as: 'meeting' }).expect(400);
    expect((await day(ada)).records).toEqual([]);
  });

  it('an expired token shows as a sentence for the lane, and the day still answers', async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    const { token, connection } = await connectGithub(ada);
    await connectCalendar(ada);
    sources.current.github.get(token)!.state = 'expired';
    const items = await activity(ada);
    expect(items.map((i) => i.source)).toEqual(['calendar']);
    const [github] = (
      (await api().get('/api/connections').set('Cookie', ada.cookie).expect(200)).body as Connection[]
    ).filter((c) => c.id === connection.id);
    expect(github.problem).toBe('GitHub says the token has expired or was revoked.');
  });

  it('a spent rate limit shows as a sentence too', async () => {
    const ada = await registerIn(stack, 'UTC');
    const { token } = await connectGithub(ada);
    sources.current.github.get(token)!.state = 'rate-limited';
    expect(await activity(ada)).toEqual([]);
    const [github] = (await api().get('/api/connections').set('Cookie', ada.cookie).expect(200))
      .body as Connection[];
    expect(github.problem).toMatch(/^GitHub is limiting requests until \d\d:\d\d UTC/);
  });

  it("never shows another user's activity, nor lets them add it (404)", async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    const bob = await registerIn(stack, 'Europe/Berlin');
    await connectGithub(ada);
    const [first] = await activity(ada);
    expect(await activity(bob)).toEqual([]);
    await api()
      .post('/api/work-records')
      .set('Cookie', bob.cookie)
      .send({ date: DAY, startTime: '2026-11-02T08:00:00Z', isActive: true })
      .expect(201);
    const refused = await add(bob, first.id, { as: 'note' }).expect(404);
    expect(refused.body.message).toMatch(/not in the day's activity/);
    expect((await day(bob)).records[0].notes).toEqual([]);
  });

  it('fetches once per 10 minutes: a second open of the day is answered from the cache', async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    await connectGithub(ada, 'grace');
    await activity(ada);
    const asked = () => sources.current.requests.filter((p) => p === '/github/users/grace/events').length;
    expect(asked()).toBe(1);
    await activity(ada);
    expect(asked()).toBe(1);
  });

  it('reads GitLab pushes, merge requests and issues with links to the instance', async () => {
    const ada = await registerIn(stack, 'Europe/Berlin');
    const token = 'glpat-ada';
    const web = 'https://gitlab.example/acme/app';
    sources.current.gitlab.set(token, {
      id: 7,
      projects: { 3: { web_url: web, path_with_namespace: 'acme/app' } },
      events: [
        {
          id: 1,
          action_name: 'pushed to',
          project_id: 3,
          created_at: '2026-11-02T07:00:00.000Z',
          push_data: { commit_to: 'abcdef0123456789', commit_title: 'Speed up the export' },
        },
        {
          id: 2,
          action_name: 'accepted',
          target_type: 'MergeRequest',
          target_iid: 12,
          target_title: 'Export in batches',
          project_id: 3,
          created_at: '2026-11-02T09:00:00.000Z',
        },
        {
          id: 3,
          action_name: 'closed',
          target_type: 'Issue',
          target_iid: 5,
          target_title: 'Slow export',
          project_id: 3,
          created_at: '2026-11-02T09:05:00.000Z',
        },
        {
          id: 4,
          action_name: 'opened',
          target_type: 'Issue',
          target_iid: 6,
          target_title: 'Another day',
          project_id: 3,
          created_at: '2026-11-03T09:05:00.000Z',
        },
      ],
    });
    await api()
      .post('/api/connections')
      .set('Cookie', ada.cookie)
      .send({ kind: 'gitlab', token, url: sources.current.gitlabUrl })
      .expect(201);
    expect((await activity(ada)).map((i) => [i.source, i.kind, i.title, i.url])).toEqual([
      ['gitlab', 'commit', 'Speed up the export (acme/app@abcdef01)', `${web}/-/commit/abcdef0123456789`],
      ['gitlab', 'pull_request_merged', 'Export in batches (acme/app!12)', `${web}/-/merge_requests/12`],
      ['gitlab', 'issue_closed', 'Slow export (acme/app#5)', `${web}/-/issues/5`],
    ]);
  });
});
