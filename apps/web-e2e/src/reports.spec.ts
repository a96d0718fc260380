// AI Report: generating a day's report, sorting and copying summaries, the Key Insights and Notes
// tabs, downloading ai-report-{date}.txt, day navigation in the address and the no-records error.
import { test, expect, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { screenshotAtWidths } from '../support/screens';
import { seedReport } from '../support/seed';
import { autoSummariesOff, signedInUser, switchThemeViaApi, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

async function seedSession(
  page: Page,
  day: Date,
  from: [number, number],
  to: [number, number],
  notes: string[],
): Promise<string> {
  const at = (h: number, m: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, 0);
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      startTime: at(...from).toISOString(),
      endTime: at(...to).toISOString(),
      isActive: false,
      date: dayKey(day),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  for (const [i, content] of notes.entries()) {
    const note = await page.request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: id, content, timestamp: at(from[0], from[1] + 5 + i).toISOString() },
    });
    expect(note.status(), await note.text()).toBe(201);
  }
  return id;
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('a report is generated, sorted, copied and downloaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInUser(page, 'rep');
  await autoSummariesOff(page); // the summaries come from Generate Report below
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 2);
  const date = dayKey(day);
  const morning = await seedSession(
    page,
    day,
    [9, 0],
    [10, 30],
    ['Designed the billing export schema and reviewed it with finance.'],
  );
  const afternoon = await seedSession(
    page,
    day,
    [14, 0],
    [15, 15],
    ['Fixed the flaky checkout test in the payment suite.', 'Deployed the payment fix to staging.'],
  );

  await page.goto(`/reports?date=${date}`);
  await expect(page.getByRole('heading', { name: 'AI Report' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report Overview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0); // no summaries yet
  await expect(page.getByRole('link', { name: 'View Notes' })).toHaveAttribute(
    'href',
    `/daily-work?date=${date}`,
  );
  await expect(page.getByText('No summaries yet')).toBeVisible();

  await page.getByRole('button', { name: 'Generate Report' }).click();
  // The toasts replace each other: when the click's answer comes late (a loaded machine), the
  // report's own toast can follow within a poll and hide the first.
  await expect(
    toast(page, 'Summary generation started').or(toast(page, 'AI Report Generated')),
  ).toBeVisible();
  await expect(toast(page, 'AI Report Generated')).toBeVisible({ timeout: 45_000 });

  const summaries = page.getByRole('list', { name: 'Session summaries' }).locator(':scope > li');
  await expect(summaries).toHaveCount(2);
  await expect(summaries.first().getByTestId('summary-time')).toHaveText(/^9:00 AM – 10:30 AM · 1h 30m$/);

  const dayData = (await (await page.request.get(`/api/work-records/${date}`)).json()) as {
    records: { id: string; summary: { subject: string; description: string } | null }[];
  };
  const summaryOf = (id: string) => dayData.records.find((r) => r.id === id)?.summary;
  expect(summaryOf(morning)?.subject).toBeTruthy();
  expect(summaryOf(afternoon)?.subject).toBeTruthy();
  await screenshotAtWidths(page, 'reports-summary');

  // Sorted newest first.
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(summaries.first().getByTestId('summary-time')).toHaveText(/^2:00 PM – 3:15 PM · 1h 15m$/);
  await expect(summaries.first().getByRole('heading', { level: 3 })).toHaveText(
    summaryOf(afternoon)!.subject,
  );

  // Copied: the content in the copy format, then the title.
  await summaries
    .first()
    .getByRole('button', { name: /^Copy summary/ })
    .click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const lines = copied.split('\n');
  expect(lines[0]).toBe(`## Work Session (${afternoon} 2:00 PM - 3:15 PM 1h 15m)`);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/^- \S/);
  await summaries
    .first()
    .getByRole('button', { name: /^Copy title/ })
    .click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(summaryOf(afternoon)!.subject);

  // Downloaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ai-report-${date}.txt`);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`## Work Session (${morning} 9:00 AM - 10:30 AM 1h 30m)`);
  expect(text).toContain(summaryOf(afternoon)!.subject);

  // Key Insights from the daily report, and the day's notes.
  const report = (await (await page.request.get(`/api/reports/${date}`)).json()) as {
    status: string;
    subject: string;
    insights: string[];
  };
  expect(report.status).toBe('completed');
  await page.getByRole('tab', { name: 'Key Insights' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: report.subject })).toBeVisible();
  for (const insight of report.insights) await expect(page.getByText(insight, { exact: true })).toBeVisible();
  await screenshotAtWidths(page, 'reports-insights');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('Deployed the payment fix to staging.')).toBeVisible();
  await expect(
    page.getByText('Designed the billing export schema and reviewed it with finance.'),
  ).toBeVisible();

  // The next day is in the address and has nothing to report.
  await page.getByRole('button', { name: 'Next day' }).click();
  const next = dayKey(new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1));
  await expect(page).toHaveURL(new RegExp(`/reports\\?date=${next}$`));
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('There are no work records to generate a summary for.')).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports\\?date=${date}$`));
  await page.getByRole('tab', { name: 'Summary' }).click();
  await expect(summaries).toHaveCount(2);

  await page.getByRole('button', { name: 'Back to Daily Work' }).click();
  await expect(page).toHaveURL(/\/daily-work/);

  // Another theme.
  await page.goto(`/reports?date=${date}`);
  await switchThemeViaApi(page, 'slytherin');
  await expect(summaries).toHaveCount(2);
  await screenshotAtWidths(page, 'reports-summary-slytherin');
});

test('the badge says "Partial" while a session of the day has no summary yet', async ({ page }) => {
  await signedInUser(page, 'reppart');
  await autoSummariesOff(page); // the third session stays without a summary
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 3);
  const date = dayKey(day);
  await seedSession(page, day, [9, 0], [10, 0], ['Planned the quarter with the team.']);
  await seedSession(page, day, [11, 0], [12, 0], ['Reviewed the hiring pipeline and wrote feedback.']);
  await seedReport(page.request, date, sameOriginHeaders());
  // A third session added afterwards has no summary: two of three.
  await seedSession(page, day, [14, 0], [15, 0], ['Wrote the release notes.']);

  await page.goto(`/reports?date=${date}`);
  const overview = page.getByRole('region', { name: 'Report Overview' });
  await expect(overview.getByText('Partial 2/3', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(overview.getByText('2 of 3', { exact: true })).toBeVisible();
});
