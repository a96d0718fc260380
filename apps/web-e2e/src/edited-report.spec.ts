// A write-up worth sending (issue 44, "Editable"): a person writes notes, stops the session and
// sees its summary arrive; on Reports they fix a line of the day's report in place and its
// subject, press Generate Report, and their words stay; Copy stand-up gives the edited text.
import { test, expect, type Page } from '@playwright/test';
import { sameOriginHeaders, signedInUser } from '../support/users';
import { dayKey, sinceToday } from '../support/seed';
import { editFirstDoneLine, openKeyInsights } from '../support/report-lines';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

const MY_LINE = 'Shipped the refund flag to staging (PAY-88)';
const MY_SUBJECT = 'Refunds: flag on staging';

test('an edited line of the report survives Generate Report, and Copy gives the edited text', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInUser(page, 'edit');
  const today = dayKey(new Date());
  const created = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    // 45 minutes ago, or since midnight: a session crossing midnight would ask 'End on another day?'.
    data: { startTime: sinceToday(45).toISOString(), isActive: true, date: today },
  });
  expect(created.status(), await created.text()).toBe(201);

  // Notes written in the diary, then the session stopped: its summary arrives by itself.
  await page.goto('/daily-work');
  await expect(page.getByText('Session in progress')).toBeVisible({ timeout: 60_000 });
  await editor(page).fill('Moved the refund endpoint behind a feature flag.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await editor(page).fill('We decided to keep the old refund path for a week.');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note added').last()).toBeVisible();
  await page.getByRole('button', { name: 'Stop Session' }).click();
  await page
    .getByRole('dialog', { name: 'End work session' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(page.getByText('No active session')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('session-summary').first()).toBeVisible({ timeout: 90_000 });

  // The day's report, written after the summary, on Key Insights.
  const panel = await openKeyInsights(page, today);

  // Fix the first Done line in place, and the subject.
  const done = await editFirstDoneLine(panel, MY_LINE);
  await panel.getByRole('button', { name: /^Edit subject: / }).click();
  await panel.getByRole('textbox', { name: 'Edit subject' }).fill(MY_SUBJECT);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('heading', { name: MY_SUBJECT })).toBeVisible();
  await expect(panel.getByText('Edited by you')).toBeVisible();

  // Generate Report writes the day again; the person's words stay.
  const before = (await (await page.request.get(`/api/reports/${today}`)).json()).generatedAt as string;
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(toast(page, 'AI Report Generated')).toBeVisible({ timeout: 60_000 });
  const after = await (await page.request.get(`/api/reports/${today}`)).json();
  expect(after.generatedAt).not.toBe(before);
  await page.getByRole('tab', { name: 'Key Insights' }).click();
  await expect(panel.getByRole('heading', { name: MY_SUBJECT })).toBeVisible({ timeout: 30_000 });
  await expect(done.getByRole('listitem').first()).toContainText(MY_LINE);
  await panel.screenshot({ path: `${__dirname}/../artifacts/screens/edited-report.png` });

  // Copy stand-up: the edited line, as the person wrote it.
  await panel.getByRole('button', { name: 'Copy stand-up' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`• ${MY_LINE}`);
  // The download says the same.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain(`## ${MY_SUBJECT}`);
  expect(text).toContain(MY_LINE);
});
