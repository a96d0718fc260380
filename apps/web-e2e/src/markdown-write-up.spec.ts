// A write-up worth sending from Markdown notes (issue 44): a person writes notes with a heading,
// inline code, a link, a code fence, a pasted screenshot (its read-out text follows it in the note)
// and a task list in a running session, stops it, and sees clean sections in its summary: no
// Markdown syntax, the identifier in code whole, nothing of the screenshot's text. On Reports they
// fix a line of the day's report, press Generate Report, and their line stays; Copy stand-up gives
// at most five Done lines (the rest counted as "+N more").
import { test, expect, type Page } from '@playwright/test';
import { sameOriginHeaders, signedInUser } from '../support/users';
import { dayKey, sinceToday } from '../support/seed';
import { editFirstDoneLine, openKeyInsights } from '../support/report-lines';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/** What the screenshot says; the offline OCR reads it into the note after the image. */
const SCREEN_TEXT = 'Quarterly planning review';
const MY_LINE = 'Merged the jittered retries for PAY-1412';

/** Markdown syntax a section line must not carry. */
const MARKDOWN = [/`/, /\*\*/, /\]\(/, /^#+\s/, /\[[ xX]\]/, /!\[/, /^\s*[-*+]\s/, /^>\s/];

const NOTES = [
  '## PAY-1412 retries\nWrapped the payment client in `RetryPolicy.withJitter()` so that `payment_intent.succeeded` replays are ignored.',
  "Read [Henrik's SLA doc](https://docs.example.com/sla/1412) and we decided to cap retries at 5 for webhooks.",
  '```sql\nSELECT order_id FROM sales.orders_v2 WHERE status = 1;\n```\nBlocked: waiting on Marek to approve the V212 migration.',
  [
    '- [x] Merged the retry wrapper for PAY-1412',
    '- [x] Fixed the flaky webhook test in PAY-1413',
    '- [x] Shipped the refund flag to staging',
    '- [x] Reviewed the settlement export for PAY-1415',
    '- [x] Published the retry dashboard',
    '- [x] Upgraded the staging cluster to 2.14.1',
    '- [x] Wrote the replay runbook entry',
    '- [ ] Load test for PAY-1412 on staging',
  ].join('\n'),
];

async function saveNote(page: Page, text: string) {
  await editor(page).fill(text);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note added').last()).toBeVisible({ timeout: 30_000 });
  await expect(editor(page)).toHaveValue('');
}

type Line = { text: string; resolved?: boolean };
type Sections = Record<'done' | 'decided' | 'blocked' | 'next', Line[]>;

test('Markdown notes give clean sections; an edited report line survives Generate Report; Copy gives five Done lines', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInUser(page, 'mdwrite');
  const today = dayKey(new Date());
  const created = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    // An hour ago, or since midnight: a session crossing midnight would ask 'End on another day?'.
    data: { startTime: sinceToday(60).toISOString(), isActive: true, date: today },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/daily-work');
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Session in progress')).toBeVisible({ timeout: 30_000 });

  for (const note of NOTES) await saveNote(page, note);

  // A screenshot pasted into the editor: kept as an attachment, its read-out text after it.
  await editor(page).fill('Planning board for the quarter:');
  await page.evaluate(`(async () => {
    const c = document.createElement('canvas');
    c.width = 900;
    c.height = 120;
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.fillStyle = '#111';
    ctx.font = '40px sans-serif';
    ctx.fillText(${JSON.stringify(SCREEN_TEXT)}, 30, 75);
    const blob = await new Promise((r) => c.toBlob(r, 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'screenshot.png', { type: 'image/png' }));
    const area = document.querySelector('textarea[aria-label="Work notes"]');
    area.focus();
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
  await expect(editor(page)).toHaveValue(
    new RegExp(
      `^Planning board for the quarter:\\n!\\[image\\]\\(/api/attachments/[0-9a-f-]{36}\\)\\n${SCREEN_TEXT}$`,
    ),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(editor(page)).toHaveValue('', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Stop Session' }).click();
  await page
    .getByRole('dialog', { name: 'End work session' })
    .getByRole('button', { name: 'End Session' })
    .click();
  await expect(page.getByText('No active session')).toBeVisible({ timeout: 30_000 });

  // The summary arrives by itself, with clean sections.
  const summary = page.getByTestId('session-summary').first();
  await expect(summary).toBeVisible({ timeout: 90_000 });
  await expect(summary.getByRole('region', { name: /^Done:/ })).toContainText('RetryPolicy.withJitter()');
  await expect(summary.getByRole('region', { name: /^Decided:/ })).toContainText('cap retries at 5');
  await expect(summary.getByRole('region', { name: /^Blocked:/ })).toContainText('V212 migration');
  await expect(summary.getByRole('region', { name: /^Next:/ })).toContainText('Load test for PAY-1412');
  const shown = await summary.getByTestId('summary-sections').getByRole('listitem').allInnerTexts();
  expect(shown.length).toBeGreaterThan(3);
  const day = await (await page.request.get(`/api/work-records/${today}`)).json();
  const sections = day.records[0].summary.sections as Sections;
  const lines = Object.values(sections).flatMap((list) => list.map((l) => l.text));
  for (const text of [...lines, ...shown]) {
    for (const syntax of MARKDOWN) expect(text, `"${text}" has Markdown syntax`).not.toMatch(syntax);
    // The identifier in code is one piece, never cut at its dot.
    if (/RetryPolicy|withJitter/.test(text)) expect(text).toContain('RetryPolicy.withJitter()');
    // Neither the image nor its read-out text is a line; the code fence neither.
    expect(text).not.toContain(SCREEN_TEXT);
    expect(text).not.toContain('/api/attachments/');
    expect(text).not.toContain('SELECT order_id');
  }
  expect(lines.join('\n')).toContain("Henrik's SLA doc");
  expect(lines.join('\n')).not.toContain('https://docs.example.com');
  // The unticked task is a next step, not work done.
  expect(sections.done.map((l) => l.text).join('\n')).not.toContain('Load test for PAY-1412');

  // The day's report, written after the summary, on Key Insights.
  const panel = await openKeyInsights(page, today);

  // Fix the first Done line in place.
  const done = await editFirstDoneLine(panel, MY_LINE);

  // Generate Report writes the day again; the person's line stays.
  const before = (await (await page.request.get(`/api/reports/${today}`)).json()).generatedAt as string;
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(toast(page, 'AI Report Generated')).toBeVisible({ timeout: 60_000 });
  const after = await (await page.request.get(`/api/reports/${today}`)).json();
  expect(after.generatedAt).not.toBe(before);
  await page.getByRole('tab', { name: 'Key Insights' }).click();
  await expect(done.getByRole('listitem').first()).toContainText(MY_LINE, { timeout: 30_000 });
  await expect(done.getByRole('listitem').first()).toContainText('(edited)');

  // Copy stand-up: at most five Done lines, the rest counted; the edited line among them.
  await panel.getByRole('button', { name: 'Copy stand-up' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const doneBlock = copied.split('\n\n').find((block) => block.startsWith('Done:')) ?? '';
  const doneLines = doneBlock
    .split('\n')
    .slice(1)
    .filter((l) => l.startsWith('• '));
  const counted = doneLines.filter((l) => /^• \+\d+ more/.test(l));
  const work = doneLines.filter((l) => !/^• \+\d+ more/.test(l));
  expect(work.length, copied).toBeGreaterThan(0);
  expect(work.length, copied).toBeLessThanOrEqual(5);
  // Eight ticked or written pieces of work: the ones past five are counted, not listed.
  expect(counted, copied).toHaveLength(1);
  expect(copied).toContain(`• ${MY_LINE}`);
  for (const syntax of [/`/, /\*\*/, /\]\(/, /!\[/]) expect(copied).not.toMatch(syntax);
  expect(copied).not.toContain(SCREEN_TEXT);
});
