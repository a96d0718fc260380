// Your data: export downloads a file; importing it into another account shows the same days on
// the calendar; deleting the account lands on sign-in (and the old account is gone).
import { readFileSync } from 'node:fs';
import { test, expect, Page } from '@playwright/test';
import {
  autoSummariesOff,
  newUser,
  registerViaApi,
  sameOriginHeaders,
  signedInUser,
  signInViaForm,
} from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function seedRecord(
  page: Page,
  day: Date,
  fromHour: number,
  toHour: number,
  note: string,
): Promise<void> {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), fromHour, 0, 0);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), toHour, 0, 0);
  const res = await page.request.post('/api/work-records', {
    data: { startTime: start.toISOString(), endTime: end.toISOString(), isActive: false, date: dayKey(day) },
    headers: sameOriginHeaders(),
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const added = await page.request.post('/api/work-notes', {
    data: { workRecordId: id, content: note },
    headers: sameOriginHeaders(),
  });
  expect(added.status(), await added.text()).toBe(201);
}

async function openYourData(page: Page) {
  await page.goto('/settings');
  // The shared test machine can be slow to load the lazy Settings screen.
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible({ timeout: 30_000 });
}

test.describe.configure({ timeout: 120_000 });

test('export downloads the archive; importing it into another account shows the same days', async ({
  page,
}) => {
  await signedInUser(page, 'exp');
  await autoSummariesOff(page); // no summary or report written behind the counts checked below
  const now = new Date();
  const days = [
    new Date(now.getFullYear(), now.getMonth(), 7),
    new Date(now.getFullYear(), now.getMonth(), 18),
  ];
  await seedRecord(page, days[0], 9, 11, 'Ünïcödé note, "quoted"');
  await seedRecord(page, days[1], 14, 15, 'second day');

  await openYourData(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON archive' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^work-diary-exp.*-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const archive = JSON.parse(readFileSync(path, 'utf8')) as { records: Array<{ date: string }> };
  expect(archive.records.map((r) => r.date)).toEqual(days.map(dayKey));
  await expect(page.getByText('Your export has been downloaded.')).toBeVisible({ timeout: 30_000 });

  // Another account imports it: a preview first, then the import, then the calendar.
  await page.context().clearCookies();
  const other = await registerViaApi(page.context().request, newUser('imp'));
  await page.context().clearCookies();
  // The app returns to the last screen it showed (Settings).
  await signInViaForm(page, other, /\/(daily-work|settings)/);
  await openYourData(page);
  await page.getByTestId('import-file').setInputFiles(path);
  await expect(page.getByText(/Will add 2 sessions, 2 notes, 0 drafts, 0 reports\./)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(/^Added 2 sessions, 2 notes, 0 drafts, 0 reports\./)).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/calendar');
  for (const day of days)
    await expect(page.locator(`.fc-daygrid-day[data-date="${dayKey(day)}"]`)).toHaveClass(
      /fc-day-has-records/,
      { timeout: 30_000 },
    );
});

test('deleting the account, after the password, lands on sign-in and the account is gone', async ({
  page,
}) => {
  const user = await signedInUser(page, 'del');
  await openYourData(page);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not the password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is not right.', { timeout: 30_000 });
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const login = await page.request.post('/api/auth/login', {
    data: { username: user.username, password: user.password },
    headers: sameOriginHeaders(),
  });
  expect(login.status()).toBe(401);
});
