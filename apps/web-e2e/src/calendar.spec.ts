// Calendar overview: a day with records is marked, clicking it opens Daily Work on that day,
// and the date picker (with highlighted days) jumps to a day in Day view.
import { test, expect, Page } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, switchThemeViaApi, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

async function seedRecord(
  page: Page,
  day: Date,
  fromHour: number,
  toHour: number,
  fromMinute = 0,
  toMinute = 0,
): Promise<string> {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), fromHour, fromMinute, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), toHour, toMinute, 0);
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: start.toISOString(), endTime: end.toISOString(), isActive: false, date: dayKey(day) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a day with records is marked and opens Daily Work on that day', async ({ page }) => {
  await signedInUser(page, 'cal');
  const now = new Date();
  // A day of the current month other than today, so it is visible in Month view.
  const recorded = new Date(now.getFullYear(), now.getMonth(), now.getDate() === 10 ? 12 : 10);
  const empty = new Date(now.getFullYear(), now.getMonth(), now.getDate() === 20 ? 21 : 20);
  await seedRecord(page, recorded, 9, 11);

  await page.goto('/calendar');
  // The calendar's chunk is the largest; the first load on a busy machine can take a while.
  await expect(page.getByRole('heading', { name: 'Calendar Overview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('View your work records by date')).toBeVisible();
  const markedCell = page.locator(`.fc-daygrid-day[data-date="${dayKey(recorded)}"]`);
  await expect(markedCell).toHaveClass(/fc-day-has-records/);
  await expect(markedCell.locator('.fc-day-total')).toHaveText('2h 00m');
  await expect(markedCell.locator('.fc-day-total')).toHaveAttribute(
    'aria-label',
    /^Work recorded on .*: 2h 00m$/,
  );
  await expect(page.locator(`.fc-daygrid-day[data-date="${dayKey(empty)}"]`)).not.toHaveClass(
    /fc-day-has-records/,
  );
  for (const name of ['Month', 'Week', 'Day', 'Today'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  expect((await page.locator('.fc').boundingBox())?.height).toBe(600);
  await screenshotAtWidths(page, 'calendar-month');

  // The date picker highlights the recorded day and jumps to a day in Day view.
  await page.getByRole('button', { name: /^Choose date/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(picker).toBeVisible();
  await expect(picker.locator('[data-has-records="true"]')).toHaveText(String(recorded.getDate()));
  await screenshotAtWidths(page, 'calendar-date-picker');
  await picker.getByRole('gridcell', { name: String(recorded.getDate()), exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose date/ })).toHaveText(longDate(recorded));
  await expect(page.locator('.fc-timegrid-event', { hasText: 'Work session' })).toBeVisible();
  await screenshotAtWidths(page, 'calendar-day');

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
  await screenshotAtWidths(page, 'calendar-week');

  // Back to Month view; clicking the marked day opens its Daily Work.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await markedCell.locator('.fc-daygrid-day-top').click();
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${dayKey(recorded)}`));
  await expect(page.getByRole('heading', { name: 'Daily Work' })).toBeVisible();
  await expect(page.getByText(longDate(recorded)).first()).toBeVisible();

  // Clicking the marker opens it too.
  await page.goto('/calendar');
  await page.locator(`.fc-daygrid-day[data-date="${dayKey(recorded)}"] .fc-event`).click();
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${dayKey(recorded)}`));

  // From the keyboard: the grid is one tab stop; arrows move between days, Enter opens one.
  await page.goto('/calendar');
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
  await expect(page.locator('.fc-daygrid-day[tabindex="0"]')).toHaveCount(1);
  const from = new Date(empty.getFullYear(), empty.getMonth(), empty.getDate() - 1);
  await page.locator(`.fc-daygrid-day[data-date="${dayKey(from)}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(`.fc-daygrid-day[data-date="${dayKey(empty)}"]`)).toBeFocused();
  await expect(page.locator('.fc-daygrid-day[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${dayKey(empty)}$`));

  // The calendar takes the colours of another theme.
  await page.goto('/calendar');
  await switchThemeViaApi(page, 'ravenclaw');
  await expect(page.locator(`.fc-daygrid-day[data-date="${dayKey(recorded)}"]`)).toHaveClass(
    /fc-day-has-records/,
  );
  await screenshotAtWidths(page, 'calendar-month-ravenclaw');
});

test('Week view draws a 9:15–11:45 session as a block at those times; clicking it opens that day', async ({
  page,
}) => {
  await signedInUser(page, 'calweek');
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  await seedRecord(page, day, 9, 11, 15, 45);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeVisible();
  const block = page.locator('.fc-timegrid-event.fc-session-block');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('9:15');
  await expect(block).toContainText('11:45');
  await expect(block).toContainText('Work session');
  // Placed at those times: its top at the 9:15 line and its height 2.5 hours of slots.
  const col = page.locator(`.fc-timegrid-col[data-date="${dayKey(day)}"]`);
  const slot9 = await page.locator('.fc-timegrid-slot-lane[data-time="09:00:00"]').boundingBox();
  const slot10 = await page.locator('.fc-timegrid-slot-lane[data-time="10:00:00"]').boundingBox();
  const hour = slot10!.y - slot9!.y;
  const box = (await col.locator('.fc-timegrid-event').boundingBox())!;
  expect(Math.abs(box.y - (slot9!.y + hour / 4))).toBeLessThan(3);
  expect(Math.abs(box.height - hour * 2.5)).toBeLessThan(4);
  await block.click();
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${dayKey(day)}`));
});

test('on a phone the calendar opens in Day view with short view names', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInUser(page, 'calm');
  await page.goto('/calendar');
  await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mo', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wk', exact: true })).toBeVisible();
  const box = await page.locator('.fc').boundingBox();
  expect(box?.height).toBe(400);
});

test("on a phone a Week block shows its start and length; its name keeps the session's title and times", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'calwkphone');
  const now = new Date();
  await seedRecord(page, new Date(now.getFullYear(), now.getMonth(), now.getDate()), 9, 11, 15, 45);
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Wk', exact: true }).click();
  const block = page.locator('.fc-timegrid-event.fc-session-block');
  await expect(block).toHaveCount(1);
  await expect(block.locator('.fc-event-time')).toHaveText([/^9:15$/, '2h 30m']);
  await expect(block).not.toContainText('Work session');
  await expect(block).toHaveAccessibleName(/9:15.*11:45.*Work session/);
  // Nothing in the block is cut: its text fits inside it.
  expect(await block.locator('.fc-event-main').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});
