// The outside world of the activity tests: one fake server playing GitHub, GitLab and published
// calendars on 127.0.0.1 (allowed through OUTBOUND_ALLOW_HOSTS), its data for Monday 2 November
// 2026, and users registered with the auth service in a time zone of their own.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ConfigOverrides } from '@diary/server-core';
import {
  FakeWorkSources,
  githubEvents,
  startFakeWorkSources,
  TestSession,
  TestStack,
  uniqueName,
} from '@diary/server-testing';

export const DAY = '2026-11-02';

/**
 * A weekly stand-up in Berlin (Mon, Wed, Fri 09:30, from October: it crosses the end of summer
 * time), not on Wednesday 4 November, moved to 11:00 on Friday 6 November; an APAC sync at 08:00 in
 * Tokyo on Tuesdays (Monday 23:00 UTC); an all-day offsite on Tuesday 3 November.
 */
export const TEAM_CALENDAR = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//work-diary tests//EN
BEGIN:VEVENT
UID:standup@example.test
DTSTAMP:20261001T000000Z
DTSTART;TZID=Europe/Berlin:20261019T093000
DTEND;TZID=Europe/Berlin:20261019T094500
RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR
EXDATE;TZID=Europe/Berlin:20261104T093000
SUMMARY:Team stand-up #standup
CATEGORIES:Meetings
URL:https://meet.example.test/standup
END:VEVENT
BEGIN:VEVENT
UID:standup@example.test
DTSTAMP:20261001T000000Z
RECURRENCE-ID;TZID=Europe/Berlin:20261106T093000
DTSTART;TZID=Europe/Berlin:20261106T110000
DTEND;TZID=Europe/Berlin:20261106T111500
SUMMARY:Team stand-up (moved) #standup
END:VEVENT
BEGIN:VEVENT
UID:apac@example.test
DTSTAMP:20261001T000000Z
DTSTART;TZID=Asia/Tokyo:20261020T080000
DTEND;TZID=Asia/Tokyo:20261020T083000
RRULE:FREQ=WEEKLY;BYDAY=TU
SUMMARY:APAC sync
END:VEVENT
BEGIN:VEVENT
UID:offsite@example.test
DTSTAMP:20261001T000000Z
DTSTART;VALUE=DATE:20261103
DTEND;VALUE=DATE:20261104
SUMMARY:Offsite
END:VEVENT
END:VCALENDAR
`;

/** Ada's GitHub on 2 November (Berlin): a commit at 00:30 (still 1 November in UTC), a PR opened and merged, a review, an issue. */
export function adaOnGithub(login: string) {
  return {
    login,
    commits: [
      {
        sha: 'a1b2c3d4e5f60718',
        message: 'Fix the login redirect\n\nLong body.',
        repo: 'acme/web',
        at: '2026-11-01T23:30:00Z',
      },
      { sha: 'f0e1d2c3b4a59687', message: 'Yesterday’s work', repo: 'acme/web', at: '2026-11-01T12:00:00Z' },
    ],
    events: [
      githubEvents.pullRequest(
        '9001',
        '2026-11-02T09:05:00Z',
        'acme/web',
        42,
        'Quasar login redirect',
        'opened',
      ),
      githubEvents.pullRequest('9002', '2026-11-02T15:40:00Z', 'acme/web', 41, 'Billing export', 'merged'),
      githubEvents.review('9003', '2026-11-02T10:20:00Z', 'acme/api', 7, 'Rate limiter'),
      githubEvents.issue('9004', '2026-11-02T11:00:00Z', 'acme/web', 50, 'Logout loses the draft', 'opened'),
      githubEvents.comment('9005', '2026-11-02T11:10:00Z', 'acme/web', 50, 'Logout loses the draft'),
      githubEvents.pullRequest('8999', '2026-10-30T09:00:00Z', 'acme/web', 40, 'Older work', 'opened'),
    ],
  };
}

/** Starts the fake before the stack (registered first), and allows it through the outbound check. */
export function useWorkSources(settings: ConfigOverrides): { current: FakeWorkSources } {
  const ref = {} as { current: FakeWorkSources };
  beforeAll(async () => {
    ref.current = await startFakeWorkSources();
    settings.OUTBOUND_ALLOW_HOSTS = ref.current.host;
  });
  afterAll(() => ref.current?.close());
  return ref;
}

/** A registered user (the auth service keeps their time zone) with a session cookie. */
export async function registerIn(stack: TestStack, timeZone: string): Promise<TestSession> {
  const username = uniqueName('conn');
  const res = await request(stack.urls.auth)
    .post('/api/auth/register')
    .send({ username, password: 'a long day of work 42', email: `${username}@example.com` })
    .expect(201);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  await request(stack.urls.auth)
    .post('/api/user-settings')
    .set('Cookie', cookie)
    .send({ timeZone })
    .expect(200);
  return { userId: res.body.id, username, cookie, sessionId: '', token: '' };
}

export const newToken = () => `ghp_${randomUUID().replace(/-/g, '')}`;
