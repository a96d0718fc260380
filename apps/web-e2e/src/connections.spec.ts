// Work comes to the diary (issue 51): a user connects a (fake) GitHub and a published calendar in
// Settings, opens today on Daily Work, sees their pull request and meeting on the activity lane at
// Berlin's clock, adds the pull request as a note and the meeting as a session, stops, and finds
// both in the day's sessions with their summaries. The lane is photographed on desktop and phone.
import { test, expect as baseExpect, type Page } from '@playwright/test';
import { sameOriginHeaders, signedInUser } from '../support/users';

const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE, locale: 'en-US' });
// The journey crosses the whole stack (GitHub, a calendar, two summaries): generous on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const SOURCES = process.env.E2E_WORK_SOURCES_URL ?? '';

function inZone(at: Date): { day: string; clock: string } {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return { day, clock };
}

const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

async function giveFakeData(token: string, calendar: string, pr: Date, meeting: { start: Date; end: Date }) {
  const events = [
    {
      id: '77001',
      type: 'PullRequestEvent',
      created_at: pr.toISOString(),
      repo: { name: 'acme/web' },
      payload: {
        action: 'opened',
        pull_request: {
          number: 42,
          title: 'Quasar login redirect',
          html_url: 'https://github.example/acme/web/pull/42',
        },
      },
    },
  ];
  const put = (path: string, body: string) =>
    fetch(`${SOURCES}/_setup/${path}`, { method: 'PUT', body }).then((r) => expect(r.status).toBe(204));
  await put(`github/${token}`, JSON.stringify({ login: 'ada', events, commits: [] }));
  await put(
    `calendar/${calendar}`,
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//EN',
      'BEGIN:VEVENT',
      `UID:${calendar}@e2e`,
      `DTSTAMP:${icsTime(new Date())}`,
      `DTSTART:${icsTime(meeting.start)}`,
      `DTEND:${icsTime(meeting.end)}`,
      'SUMMARY:Sprint planning #planning',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
}

async function connect(page: Page, kind: 'GitHub' | 'Calendar (ICS)', fields: Record<string, string>) {
  const card = page.getByRole('region', { name: 'Connections', exact: true });
  await card.getByLabel('Connect', { exact: true }).click();
  await page.getByRole('option', { name: kind }).click();
  for (const [label, value] of Object.entries(fields)) await card.getByLabel(label).fill(value);
  await card.getByRole('button', { name: /^Connect / }).click();
  await expect(card.getByRole('alert')).toHaveCount(0);
}

test('connect GitHub and a calendar, add a pull request as a note and a meeting as a session, see both after stopping', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signedInUser(page, 'connect');
  const zone = await page.request.post('/api/user-settings', {
    headers: sameOriginHeaders(),
    data: { timeZone: ZONE },
  });
  expect(zone.status(), await zone.text()).toBe(200);

  // Today's work, a little in the past so it stays on today's page whatever the hour.
  const now = Date.now();
  const five = 5 * 60_000;
  const prAt = new Date(now - 2 * 60_000);
  const meeting = { start: new Date(Math.floor((now - 50 * 60_000) / five) * five), end: new Date(0) };
  meeting.end = new Date(meeting.start.valueOf() + 30 * 60_000);
  const token = `ghp_e2e${Date.now().toString(36)}`;
  const calendar = `team${Date.now().toString(36)}`;
  await giveFakeData(token, calendar, prAt, meeting);

  await page.goto('/settings');
  await connect(page, 'GitHub', {
    'Personal access token': token,
    'Enterprise API address': `${SOURCES}/github`,
  });
  await connect(page, 'Calendar (ICS)', { 'Calendar address (ICS)': `${SOURCES}/calendar/${calendar}.ics` });
  const rows = page.getByTestId('connection-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(token)).toHaveCount(0);

  // A session runs today; the lane shows the pull request and the meeting at Berlin's clock.
  const today = inZone(new Date()).day;
  const started = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: new Date(now - 60 * 60_000).toISOString(), isActive: true, date: today },
  });
  expect(started.status(), await started.text()).toBe(201);
  await page.goto('/daily-work');
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 60_000 });
  const lane = page.getByTestId('activity-lane');
  const pr = lane.getByTestId('activity-item').filter({ hasText: 'Quasar login redirect' });
  const planning = lane.getByTestId('activity-item').filter({ hasText: 'Sprint planning' });
  await expect(pr).toContainText(`Pull request opened · ${inZone(prAt).clock}`, { timeout: 90_000 });
  await expect(pr.getByRole('link', { name: 'Quasar login redirect (acme/web#42)' })).toHaveAttribute(
    'href',
    'https://github.example/acme/web/pull/42',
  );
  await expect(planning).toContainText(`${inZone(meeting.start).clock}–${inZone(meeting.end).clock}`);
  await expect(pr.getByRole('button', { name: 'Add as session' })).toHaveCount(0);
  await lane.screenshot({ path: 'tmp/e2e-output/activity-lane-desktop.png' });

  await pr.getByRole('button', { name: 'Add as note' }).click();
  await expect(pr.getByText('Note added')).toBeVisible();
  await planning.getByRole('button', { name: 'Add as session' }).click();
  await expect(planning.getByText('Session added')).toBeVisible();

  await page.getByRole('button', { name: 'Stop Session' }).click();
  await page
    .getByRole('dialog', { name: 'End work session' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(page.getByText('No active session')).toBeVisible({ timeout: 30_000 });

  // Both sessions of the day, each with the line it was given and, once written, its summary.
  const sessions = page.getByTestId('previous-sessions');
  const notes = sessions.getByTestId('session-item-note');
  await expect(notes.filter({ hasText: 'Quasar login redirect (acme/web#42)' })).toHaveCount(1);
  await expect(notes.filter({ hasText: 'Sprint planning' })).toHaveCount(1);
  await expect(
    sessions.getByText(`${inZone(meeting.start).clock} – ${inZone(meeting.end).clock}`),
  ).toBeVisible();
  const summaries = sessions.getByTestId('session-summary');
  await expect(summaries.filter({ hasText: /Quasar/ })).toHaveCount(1, { timeout: 150_000 });
  await expect(summaries.filter({ hasText: /Sprint planning/ })).toHaveCount(1, { timeout: 150_000 });

  // Added once: the server says so after a reload too.
  await page.reload();
  await expect(lane.getByText('Note added')).toBeVisible({ timeout: 30_000 });
  await expect(lane.getByText('Session added')).toBeVisible();

  // On a phone the lane is closed until asked, then the same items.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(lane.getByRole('button', { name: /Activity/ })).toHaveAttribute('aria-expanded', 'false');
  await lane.getByRole('button', { name: /Activity/ }).click();
  await expect(pr).toBeVisible();
  await lane.screenshot({ path: 'tmp/e2e-output/activity-lane-phone.png' });
});
