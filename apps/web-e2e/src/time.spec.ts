// Where the time went: two sessions tagged in the edit dialog, then the Reports screen's Time view,
// whose bars (the day table beside them) and tag breakdown both add up to the total shown, in
// every theme; tags given when starting and stopping on Daily Work, Search by tag, and the
// weekly review generated from the Time view.
import { readFile } from 'node:fs/promises';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { sameOriginHeaders, signedInUser, switchThemeViaApi, THEMES } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function addSession(page: Page, date: string, from: string, to: string): Promise<void> {
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      date,
      startTime: new Date(`${date}T${from}:00`).toISOString(),
      endTime: new Date(`${date}T${to}:00`).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function tagSession(page: Page, range: string, tags: string[]): Promise<void> {
  await page.getByRole('button', { name: `Edit session ${range}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  const field = dialog.getByLabel('Tags');
  for (const tag of tags) {
    await field.fill(tag);
    await field.press('Enter');
  }
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

const numbers = async (cells: Locator): Promise<number[]> =>
  (await cells.allTextContents()).map((t) => Number(t.trim()));
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

test('tagged sessions show in the Time view, a session counted whole under each of its tags', async ({
  page,
}) => {
  await signedInUser(page, 'time');
  const today = dayKey(new Date());
  await addSession(page, today, '09:00', '10:30');
  await addSession(page, today, '11:00', '11:45');
  await addSession(page, today, '13:00', '13:20');

  await page.goto('/sessions');
  await tagSession(page, '9:00 AM – 10:30 AM', ['Deep Work', 'review']);
  // The second picks "review" from the user's tags: typed in part, chosen from the list.
  await page.getByRole('button', { name: 'Edit session 11:00 AM – 11:45 AM' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Session' });
  await dialog.getByLabel('Tags').fill('rev');
  await page.getByRole('option', { name: 'review' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const first = page.getByRole('listitem', { name: 'Session 9:00 AM – 10:30 AM' });
  await expect(first.getByText('#deep work')).toBeVisible();
  await expect(first.getByText('#review')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: 'Session 11:00 AM – 11:45 AM' }).getByText('#review'),
  ).toBeVisible();

  // The Sessions screen filters the day by tag.
  const filter = page.getByRole('group', { name: 'Filter sessions by tag' });
  await filter.getByRole('button', { name: '#deep work' }).click();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('1 of 3 sessions tagged #deep work')).toBeVisible();
  await filter.getByRole('button', { name: 'All tags' }).click();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(3);

  await page.goto(`/reports?date=${today}`);
  await page.getByRole('tab', { name: 'Time' }).click();
  // 90 + 45 + 20 minutes; the 90-minute session counts whole under both its tags (one minutes rule).
  await expect(page.getByTestId('time-total')).toHaveText('2h 35m');
  await expect(page.getByTestId('time-sessions')).toHaveText('3');

  const dayMinutes = await numbers(page.getByTestId('time-day-minutes'));
  expect(dayMinutes).toHaveLength(7);
  expect(sum(dayMinutes)).toBe(155);
  await expect(page.getByTestId(`time-day-${today}`)).toContainText(
    'review 2h 15m, deep work 1h 30m, untagged 20m',
  );

  const tagTable = page.getByRole('table', { name: 'Minutes by tag' });
  await expect(tagTable.getByTestId('time-tag-row')).toHaveText([
    /^review135/,
    /^deep work90/,
    /^Untagged20/,
  ]);
  // The rows come to more than the total, and the screen says why.
  expect(sum(await numbers(tagTable.getByTestId('time-tag-minutes')))).toBe(245);
  await expect(tagTable.getByTestId('time-tag-total')).toHaveText('155');
  await expect(page.getByText(/counts in full under each of them/)).toBeVisible();

  // The month holds the same sessions, a row for each of its days; its CSV says the same numbers.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByTestId('time-total')).toHaveText('2h 35m');
  const now = new Date();
  const daysInMonth = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  await expect(page.getByTestId('time-day-minutes')).toHaveCount(daysInMonth);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const monthStart = `${today.slice(0, 8)}01`;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^time-${monthStart}-to-${today.slice(0, 8)}\\d\\d\\.csv$`),
  );
  const csv = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(csv[0]).toBe('date,minutes,sessions,by tag');
  expect(csv).toHaveLength(daysInMonth + 2);
  expect(csv).toContain(`${today},155,3,"review 135, deep work 90, untagged 20"`);
  expect(csv.at(-1)).toBe('total,155,3,"review 135, deep work 90, untagged 20"');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByTestId('time-day-minutes')).toHaveCount(7);

  // The charts are drawn: a bar per tag and untagged time, a day of work in the year.
  await expect(page.locator('.MuiBarChart-root, .MuiChartsSurface-root').first()).toBeVisible();
  await expect(page.getByTestId('time-year-summary')).toContainText('1 day with work');
  await expect(page.getByRole('table', { name: 'Days with work per month' })).toBeVisible();
  await screenshotAtWidths(page, 'time-view');

  // Every theme, on a 390 px phone: the bars and the year are drawn, the tables stay readable.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of THEMES) {
    await switchThemeViaApi(page, theme);
    await page.getByRole('tab', { name: 'Time' }).click();
    await expect(page.getByTestId('time-total')).toHaveText('2h 35m');
    const heatmap = page.getByTestId('time-heatmap');
    await expect(heatmap.locator('svg').first()).toBeVisible();
    expect((await heatmap.boundingBox())?.height ?? 0).toBeGreaterThan(100);
    // The day's split by tag sits under its date: the table fits the phone, nothing off to the side.
    const byDay = page.getByRole('region', { name: 'By day, scrollable' });
    await expect(
      byDay.getByText('review 2h 15m, deep work 1h 30m, untagged 20m').filter({ visible: true }),
    ).toBeVisible();
    expect(await byDay.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
    await page.screenshot({
      path: `${__dirname}/../artifacts/screens/time-view-${theme}-390.png`,
      fullPage: true,
    });
  }
});

test('tags chosen when starting and when stopping a session, found by Search, and the weekly and monthly reviews written on demand', async ({
  page,
}) => {
  await signedInUser(page, 'timeflow');
  const today = dayKey(new Date());
  await page.goto('/daily-work');
  const next = page.getByLabel('Tags for the next session');
  await next.fill('Focus');
  await next.press('Enter');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  // The new session took the tag chosen before it started.
  await expect
    .poll(async () => (await (await page.request.get('/api/work-records/active')).json())?.tags)
    .toEqual(['focus']);
  await expect(page.getByRole('region', { name: 'Work session' }).getByText('focus')).toBeVisible();

  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  await expect(dialog.getByText('focus', { exact: true })).toBeVisible();
  await dialog.getByLabel('Tags').fill('wrap-up');
  await dialog.getByLabel('Tags').press('Enter');
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('No active session')).toBeVisible();
  const day = await (await page.request.get(`/api/work-records/${today}`)).json();
  expect(day.records.map((r: { tags: string[] }) => r.tags)).toEqual([['focus', 'wrap-up']]);

  // Search by tag: the session's note is found by its tag alone, and not under another tag.
  const added = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: {
      workRecordId: day.records[0].id,
      content: 'Drafted the quarterly plan',
      timestamp: new Date().toISOString(),
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/search?tag=focus')).json()) as unknown[]).length,
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0);
  await page.goto('/search');
  await page.getByLabel('Tag').click();
  await page.getByRole('option', { name: 'wrap-up' }).click();
  await expect(page).toHaveURL(/tag=wrap-up/);
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(
    'Drafted the quarterly plan',
  );

  await page.goto(`/reports?date=${today}`);
  await page.getByRole('tab', { name: 'Time' }).click();
  const review = page.getByRole('region', { name: 'Weekly review' });
  await expect(review.getByText('No review of this week yet.', { exact: false })).toBeVisible();
  await review.getByRole('button', { name: 'Generate weekly review' }).click();
  await expect(review.getByTestId('week-review')).toBeVisible({ timeout: 30_000 });
  await expect(review.getByRole('button', { name: 'Download' })).toBeEnabled();
  await expect(review.getByRole('table', { name: "The week's days" })).toContainText('0m');

  // The monthly review, under it: named by its month, its table only the days with work. An hour
  // of today (before the minute-long session above) gives today minutes.
  const end = new Date(Date.now() - 90_000);
  const start = new Date(Math.max(end.getTime() - 60 * 60_000, new Date().setHours(0, 0, 0, 0)));
  const hour = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: start.toISOString(), endTime: end.toISOString(), isActive: false, date: today },
  });
  expect(hour.status(), await hour.text()).toBe(201);
  const month = page.getByRole('region', { name: 'Monthly review' });
  await month.getByRole('button', { name: 'Generate monthly review' }).click();
  await expect(month.getByTestId('month-review')).toBeVisible({ timeout: 30_000 });
  const monthName = new Date().toLocaleString('en', { month: 'long', year: 'numeric' });
  await expect(month.getByTestId('month-review')).toContainText(`${monthName}: `);
  const rows = month.getByRole('table', { name: "The month's days" }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
});
