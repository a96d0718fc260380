// Work Sessions: the custom session dialog's rules, creating, editing (times and a note) and
// deleting a session, stopping an active one, and day navigation.
import { test, expect, Page } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, switchThemeViaApi, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('a custom session is created, edited and deleted', async ({ page }) => {
  await signedInUser(page, 'ses');
  const today = new Date();
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'Work Sessions' })).toBeVisible();
  await expect(page.getByText('Manage work sessions for your daily activities')).toBeVisible();
  await expect(page.getByText('No sessions for this day')).toBeVisible();
  await expect(page.getByText('Total time today')).toBeVisible();
  await expect(page.getByTestId('total-time')).toHaveText('0m');
  await screenshotAtWidths(page, 'sessions-empty');

  // The dialog's rules, shown beside the fields.
  await page.getByRole('button', { name: 'Add past session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add past session' });
  await expect(dialog.getByLabel('Date')).toHaveValue(dayKey(today));
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(dialog.getByText('Enter the start time.')).toBeVisible();
  await expect(dialog.getByText('Enter the end time.')).toBeVisible();
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByLabel('End time').fill('09:00');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(dialog.getByText('End time must be after start time.')).toBeVisible();
  await expect(dialog.getByLabel('End time')).toHaveAttribute('aria-invalid', 'true');
  await screenshotAtWidths(page, 'sessions-new-dialog');

  // Created, with its note.
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('10:30');
  await dialog.getByLabel('Note (optional)').fill('Planned the sprint');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(toast(page, 'Session created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem', { name: 'Session 9:00 AM – 10:30 AM' });
  await expect(row).toBeVisible();
  await expect(row.getByText('1h 30m')).toBeVisible();
  await expect(page.getByTestId('total-time')).toHaveText('1h 30m');
  await expect(row.getByRole('button', { name: /^Edit session/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete session/ })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Stop session/ })).toHaveCount(0);

  const day = await (await page.request.get(`/api/work-records/${dayKey(today)}`)).json();
  expect(day.records).toHaveLength(1);
  const created = day.records[0];
  expect(new Date(created.startTime).getSeconds()).toBe(0);
  expect(new Date(created.startTime).getHours()).toBe(9);
  expect(created.isActive).toBe(false);
  expect(created.notes.map((n: { content: string }) => n.content)).toEqual(['Planned the sprint']);
  await expect(row.getByTestId('note-count')).toHaveText('1 note');
  await expect(row.getByTestId('note-preview')).toHaveText('Planned the sprint');

  // Edited: end time and a note.
  await row.getByRole('button', { name: /^Edit session/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('Start time')).toHaveValue('09:00');
  await expect(edit.getByLabel('End time')).toHaveValue('10:30');
  await edit.getByLabel('End time').fill('08:00');
  await expect(edit.getByText('End time must be after start time.')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await edit.getByLabel('End time').fill('11:15');
  await edit.getByLabel('Note (optional)').fill('  Reviewed the release checklist  ');
  await screenshotAtWidths(page, 'sessions-edit-dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Times updated')).toBeVisible();
  const edited = page.getByRole('listitem', { name: 'Session 9:00 AM – 11:15 AM' });
  await expect(edited).toBeVisible();
  await expect(page.getByTestId('total-time')).toHaveText('2h 15m');
  await expect(edited.getByTestId('note-count')).toHaveText('2 notes');
  await expect(edited.getByTestId('note-preview')).toHaveCount(2);
  const after = await (await page.request.get(`/api/work-records/${dayKey(today)}`)).json();
  expect(after.records[0].notes.map((n: { content: string }) => n.content).sort()).toEqual([
    'Planned the sprint',
    'Reviewed the release checklist',
  ]);
  await screenshotAtWidths(page, 'sessions-list');

  // Deleted.
  await edited.getByRole('button', { name: /^Delete session/ }).click();
  await page.getByRole('dialog', { name: 'Delete session?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Session deleted')).toBeVisible();
  await expect(page.getByText('No sessions for this day')).toBeVisible();
  const gone = await (await page.request.get(`/api/work-records/${dayKey(today)}`)).json();
  expect(gone.records).toHaveLength(0);
});

test('an active session shows Edit and Stop, and the end time is locked while it runs', async ({ page }) => {
  await signedInUser(page, 'sesa');
  const today = new Date();
  const start = new Date(Date.now() - 40 * 60_000);
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: start.toISOString(), isActive: true, date: dayKey(start) },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/sessions');
  if (dayKey(start) !== dayKey(today)) await page.getByRole('button', { name: 'Previous day' }).click();
  const row = page.getByRole('listitem', { name: /^Session .* – now$/ });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Delete session/ })).toHaveCount(0);

  await row.getByRole('button', { name: /^Edit session/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  await expect(edit.getByLabel('End time')).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: /^Stop session/ }).click();
  await expect(toast(page, 'Session stopped')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Session .* – now$/ })).toHaveCount(0);
  await switchThemeViaApi(page, 'hufflepuff');
  // The reload shows today again; a session started before midnight is on the day before.
  if (dayKey(start) !== dayKey(new Date())) await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('listitem', { name: /^Session / })).toHaveCount(1);
  await screenshotAtWidths(page, 'sessions-list-hufflepuff');
  const active = await (await page.request.get('/api/work-records/active')).json();
  expect(active).toBeNull();
});

test('day navigation moves by one day, and only today is called today', async ({ page }) => {
  await signedInUser(page, 'sesn');
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  // The day is shown by the same date control as Daily Work's, under the title.
  const day = page.getByRole('button', { name: /^Choose date/ });
  await page.goto('/sessions');
  await expect(day).toHaveText(longDate(today));
  await expect(page.getByText('Total time today')).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(day).toHaveText(longDate(yesterday));
  await expect(page.getByText('Total time on this day')).toBeVisible();
  await expect(page.getByText('Total time today')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next day' }).click();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(day).toHaveText(longDate(tomorrow));
  await page.getByRole('button', { name: 'Back to Daily Work' }).click();
  await expect(page).toHaveURL(/\/daily-work/);
});
