// Bills you can send (issue 46): three cells of the Timesheet's week grid filled by keyboard become
// sessions Daily Work shows; a daily target set in Settings shows as progress on Daily Work; the
// calendar's week view draws two projects' sessions in their two colours; the timesheet fits a
// 390 px phone with Client, Description and Amount on screen.
import { test, expect, type Page } from '@playwright/test';
import { sameOriginHeaders, signedInUser } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A local time of a day key as an ISO instant. */
const at = (day: string, hour: number, minute = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, hour, minute).toISOString();
};

async function addProject(page: Page, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post('/api/projects', { headers: sameOriginHeaders(), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function addSession(page: Page, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { isActive: false, ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function openTimesheet(page: Page) {
  await page.goto('/timesheet');
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function openDailyWork(page: Page, date?: string) {
  await page.goto(date ? `/daily-work?date=${date}` : '/daily-work');
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Session in progress|No active session/)).toBeVisible({ timeout: 30_000 });
}

test('three cells of the week grid typed by keyboard are three sessions on Daily Work; a one-session cell changes its length', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInUser(page, 'grid');
  const project = await addProject(page, { name: 'Website', color: '#1e88e5' });
  await openTimesheet(page);
  // Last week: every day of it is past, whatever today is.
  await page.getByRole('button', { name: 'Previous week' }).click();
  const row = page.getByTestId('week-grid-row').filter({ hasText: 'Website' });
  const cells = row.getByTestId('week-grid-cell');
  await expect(cells).toHaveCount(7, { timeout: 30_000 });

  // 1:30, Tab; 1.5, the right arrow; 90m, Enter: three lengths in three days.
  await cells.nth(0).click();
  await page.keyboard.type('1:30');
  await page.keyboard.press('Tab');
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.type('1.5');
  await page.keyboard.press('ArrowRight');
  await expect(cells.nth(2)).toBeFocused();
  await page.keyboard.type('90m');
  await page.keyboard.press('Enter');
  // Enter goes down a row, to No project's cell of that day.
  await expect(
    page.getByTestId('week-grid-row').filter({ hasText: 'No project' }).getByTestId('week-grid-cell').nth(2),
  ).toBeFocused();

  await expect(row.getByTestId('week-grid-row-total')).toHaveText('4h 30m', { timeout: 30_000 });
  await expect(page.getByTestId('week-grid-day-total').nth(0)).toHaveText('1h 30m');
  await expect(page.getByTestId('week-grid-day-total').nth(1)).toHaveText('1h 30m');
  await expect(page.getByTestId('week-grid-day-total').nth(2)).toHaveText('1h 30m');
  await expect(page.getByTestId('week-grid-total')).toHaveText('4h 30m');
  await expect(cells.nth(0)).toHaveValue('1:30');

  // Each is a session of 90 minutes on the Website project, on its own day.
  const sheet = (await (
    await page.request.get(
      `/api/timesheet?from=${dayKey(new Date(Date.now() - 21 * 86_400_000))}&to=${dayKey(new Date())}`,
    )
  ).json()) as { rows: Array<{ date: string; minutes: number; projectId: string | null }> };
  expect(sheet.rows).toHaveLength(3);
  expect(sheet.rows.every((r) => r.minutes === 90 && r.projectId === project.id)).toBe(true);
  const dates = sheet.rows.map((r) => r.date).sort();
  expect(new Set(dates).size).toBe(3);

  // A cell of one session: a new length changes that session.
  await cells.nth(0).click();
  await page.keyboard.type('2:00');
  await page.keyboard.press('Enter');
  await expect(row.getByTestId('week-grid-row-total')).toHaveText('5h 00m', { timeout: 30_000 });

  // Daily Work of the first day shows its session (2 hours now), and of the second its 1h 30m.
  await openDailyWork(page, dates[0]);
  const sessions = page.getByTestId('previous-sessions');
  await expect(sessions).toContainText('2h 00m', { timeout: 30_000 });
  await openDailyWork(page, dates[1]);
  await expect(sessions).toContainText('1h 30m', { timeout: 30_000 });
  await openDailyWork(page, dates[2]);
  await expect(sessions).toContainText('1h 30m', { timeout: 30_000 });
});

test('a daily target set in Settings shows as progress on Daily Work while the session runs', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signedInUser(page, 'target');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
  const target = page.getByTestId('daily-target');
  await target.fill('480');
  await target.press('Tab');
  await expect
    .poll(async () => (await (await page.request.get('/api/user-settings')).json()).dailyTargetMinutes, {
      timeout: 15_000,
    })
    .toBe(480);
  // Today is a workday, whichever day the journey runs on.
  const today = new Date().toLocaleDateString('en-US', { weekday: 'long' }).toLowerCase();
  const box = page
    .getByRole('region', { name: 'Billing and target hours' })
    .getByRole('checkbox', { name: today.slice(0, 1).toUpperCase() + today.slice(1, 3) });
  // The box follows the saved settings: it ticks once the server has them.
  await expect(box).toBeEnabled();
  if (!(await box.isChecked())) await box.click();
  await expect
    .poll(async () => (await (await page.request.get('/api/user-settings')).json()).workdays, {
      timeout: 15_000,
    })
    .toContain(today);
  await expect(box).toBeChecked();

  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  const progress = page.getByTestId('daily-target-progress');
  await expect(progress).toContainText('of 8h 00m today', { timeout: 15_000 });
  // Two hours in (the start moved back, as the Sessions screen's edit would): a quarter of the target.
  const running = await (await page.request.get('/api/work-records/active')).json();
  const moved = await page.request.patch(`/api/work-records/${running.id}`, {
    headers: sameOriginHeaders(),
    data: { startTime: new Date(Date.now() - 120 * 60_000 - 5_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await openDailyWork(page);
  await expect(progress.getByTestId('daily-target-label')).toHaveText(
    /^2h 0\dm of 8h 00m today · (6h 00m|5h 5\dm) to go$/,
    {
      timeout: 15_000,
    },
  );
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
});

test("the calendar's week view draws two projects' sessions in their two colours", async ({ page }) => {
  test.setTimeout(150_000);
  await signedInUser(page, 'colours');
  const blue = await addProject(page, { name: 'Blue work', color: '#1e88e5' });
  const red = await addProject(page, { name: 'Red work', color: '#e53935' });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar Overview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  // The week shown's first day is today or before it.
  const first = await page.locator('.fc-col-header-cell[data-date]').first().getAttribute('data-date');
  expect(first).toBeTruthy();
  await addSession(page, {
    date: first,
    startTime: at(first!, 9),
    endTime: at(first!, 10),
    projectId: blue.id,
  });
  await addSession(page, {
    date: first,
    startTime: at(first!, 10, 30),
    endTime: at(first!, 11, 30),
    projectId: red.id,
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Calendar Overview' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  const blocks = page.locator('.fc-timegrid-event.fc-session-block');
  await expect(blocks).toHaveCount(2, { timeout: 30_000 });
  const colours = await blocks.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(colours.sort()).toEqual(['rgb(229, 57, 53)', 'rgb(30, 136, 229)'].sort());
});

test('the timesheet fits a 390 px phone with Client, Description and Amount on screen', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'phone');
  const project = await addProject(page, {
    name: 'Lindqvist redesign',
    client: 'Lindqvist',
    hourlyRate: 90,
    currency: 'EUR',
    color: '#8e24aa',
  });
  const start = new Date(Date.now() - 3 * 3_600_000);
  await addSession(page, {
    date: dayKey(start),
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 90 * 60_000).toISOString(),
    projectId: project.id,
    description: 'Demo call with the client about the new checkout',
  });
  await openTimesheet(page);
  const row = page.getByTestId('timesheet-row');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  for (const id of ['timesheet-client', 'timesheet-description', 'timesheet-amount']) {
    const cell = row.getByTestId(id);
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(row.getByTestId('timesheet-client')).toHaveText('Lindqvist');
  await expect(row.getByTestId('timesheet-description')).toContainText('Demo call with the client');
  await expect(row.getByTestId('timesheet-amount')).toHaveText('€135.00');
  // The week grid is on the page too, scrolling inside its own box.
  await expect(page.getByRole('table', { name: 'Week grid' })).toBeAttached();
  const sideways = await page.evaluate(() => {
    const el = document.scrollingElement!;
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth };
  });
  expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.clientWidth);
});
