// Timesheets that write themselves (issue 38): a session started on a project and stopped shows on
// the timesheet with its first note's first line as the description (issue 46: the user's words
// before the generated subject) and its amount; Continue starts a new
// one with the same project and tags; coming back after the idle timeout with a session running,
// the time away can be discarded. A session is made to last 45 minutes by moving its start back
// through the API; the time away is Playwright's fixed clock moved on 35 minutes.
import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { sameOriginHeaders, signedInUser } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Day {
  records: Array<{
    id: string;
    startTime: string;
    endTime: string | null;
    isActive: boolean;
    projectId: string | null;
    tags: string[];
    summary: { subject: string } | null;
  }>;
  totalDuration: number;
}

const dayOf = async (request: APIRequestContext, date: string): Promise<Day> =>
  (await (await request.get(`/api/work-records/${date}`)).json()) as Day;

async function addProject(page: Page, data: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post('/api/projects', { headers: sameOriginHeaders(), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function openDailyWork(page: Page) {
  await page.goto('/daily-work');
  // Pages load lazily; on a busy machine the first load of one takes a while.
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Session in progress|No active session/)).toBeVisible({ timeout: 30_000 });
}

test('a session started on a project and stopped is a timesheet row with its first note as the description and its amount; Continue starts another on the same project', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'sheet');
  const today = dayKey(new Date());
  const project = await addProject(page, {
    name: 'Checkout',
    client: 'Acme',
    hourlyRate: 80,
    currency: 'USD',
    color: '#1e88e5',
  });

  await openDailyWork(page);
  await page.getByLabel('Project for the next session').click();
  await page.getByRole('option', { name: 'Checkout · Acme' }).click();
  const next = page.getByLabel('Tags for the next session');
  await next.fill('billing');
  await next.press('Enter');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/work-records/active')).json())?.projectId)
    .toBe(project.id);
  // The session started 45 minutes ago (moved back through the API, as the Sessions screen's edit would).
  const running = await (await page.request.get('/api/work-records/active')).json();
  const moved = await page.request.patch(`/api/work-records/${running.id}`, {
    headers: sameOriginHeaders(),
    data: { startTime: new Date(Date.now() - 45 * 60_000 - 5_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const notes = page.getByRole('textbox', { name: 'Work notes' });
  await notes.fill('Reworked the checkout payment form. Fixed the coupon rounding bug in checkout.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(notes).toHaveValue('');

  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  await expect(dialog.getByLabel('Project')).toContainText('Checkout');
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('No active session')).toBeVisible();

  // The summary is written when the session stops (autoSummarize).
  await expect
    .poll(async () => (await dayOf(page.request, today)).records[0]?.summary?.subject ?? null, {
      timeout: 60_000,
    })
    .not.toBeNull();
  const day = await dayOf(page.request, today);
  const [record] = day.records;
  expect(record.projectId).toBe(project.id);
  expect(record.tags).toEqual(['billing']);

  await page.goto('/timesheet');
  await expect(page.getByRole('heading', { name: 'Timesheet', level: 1 })).toBeVisible({ timeout: 30_000 });
  const row = page.getByTestId('timesheet-row');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.getByTestId('timesheet-project')).toHaveText('Checkout');
  // No description typed: the first line of the first note, as written (not the summary's subject).
  await expect(row.getByTestId('timesheet-description')).toHaveText(
    'Reworked the checkout payment form. Fixed the coupon rounding bug in checkout.',
  );
  expect(record.summary!.subject).not.toBe(
    'Reworked the checkout payment form. Fixed the coupon rounding bug in checkout.',
  );
  // 45 minutes at 80 USD an hour.
  await expect(row.getByTestId('timesheet-minutes')).toHaveText('45m');
  await expect(row.getByTestId('timesheet-amount')).toHaveText('$60.00');
  const sheet = await (await page.request.get(`/api/timesheet?from=${today}&to=${today}`)).json();
  const stats = await (await page.request.get(`/api/stats?from=${today}&to=${today}`)).json();
  expect(sheet.totals.minutes).toBe(stats.totalMinutes);

  // Continue: a new session now, on the same project with the same tags.
  await page.goto('/sessions');
  await page.getByRole('button', { name: /^Continue session/ }).click({ timeout: 30_000 });
  await expect(page.getByText('Session continued', { exact: true }).first()).toBeVisible();
  const active = await (await page.request.get('/api/work-records/active')).json();
  expect(active).toMatchObject({ isActive: true, projectId: project.id, tags: ['billing'] });
  expect(active.id).not.toBe(record.id);
});

test('back after the idle timeout with a session running, the time away is discarded', async ({ page }) => {
  // The browser's clock is fixed 40 minutes back: the session starts then and the user "leaves";
  // the clock is then moved on 35 minutes (past the default 30-minute idle timeout), to 5 minutes ago.
  const started = Date.now();
  await page.clock.setFixedTime(started - 40 * 60_000);
  await signedInUser(page, 'idle');
  const today = dayKey(new Date());
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible({ timeout: 30_000 });
  // A minute of work (the fixed clock stands still otherwise), then the user leaves.
  await page.clock.setFixedTime(started - 39 * 60_000);
  await page.mouse.move(200, 200);

  await page.clock.setFixedTime(started - 5 * 60_000);
  await page.mouse.move(300, 300);
  const prompt = page.getByRole('dialog', { name: /You were away for/ });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt.getByRole('button', { name: 'Keep the time' })).toBeVisible();
  await expect(prompt.getByRole('button', { name: /^Stop at / })).toBeVisible();
  await prompt.getByRole('button', { name: 'Discard the time away' }).click();
  await expect(prompt).toBeHidden();

  const day = await dayOf(page.request, today);
  expect(day.records).toHaveLength(2);
  const [before, after] = day.records;
  expect(before.isActive).toBe(false);
  expect(after.isActive).toBe(true);
  // The 34 minutes away (left at -39, back at -5) are gone: what is left is the minute before
  // leaving and the 5 minutes since coming back, not the 40 of the session as it ran.
  const away = (Date.parse(after.startTime) - Date.parse(before.endTime!)) / 60_000;
  expect(away).toBe(34);
  expect(day.totalDuration).toBeGreaterThanOrEqual(5);
  expect(day.totalDuration).toBeLessThanOrEqual(7);
});
