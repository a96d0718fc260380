// Notes worth keeping: a note typed on a past day is filed under that day (no timer today), a
// stopped session's note is edited and deleted from Daily Work, and search's "View in diary"
// scrolls to the note and highlights it. Notes render as Markdown, never as HTML.
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const at = (d: Date, h: number, m = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).toISOString();
const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });

/** Opens Daily Work on a day; a loaded machine can take a while for the first page. */
async function openDay(page: Page, date: string) {
  await page.goto(`/daily-work?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
}

interface Day {
  records: { id: string; isActive: boolean; notes: { id: string; content: string; updatedAt: string }[] }[];
}
const dayOf = async (request: APIRequestContext, date: string) =>
  (await (await request.get(`/api/work-records/${date}`)).json()) as Day;

async function addStoppedSession(request: APIRequestContext, day: Date, notes: string[], from = 9, to = 10) {
  const res = await request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: at(day, from), endTime: at(day, to), isActive: false, date: dayKey(day) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const record = (await res.json()) as { id: string };
  const ids: string[] = [];
  for (const [i, content] of notes.entries()) {
    const note = await request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: record.id, content, timestamp: at(day, from, 5 + i) },
    });
    expect(note.status(), await note.text()).toBe(201);
    ids.push(((await note.json()) as { id: string }).id);
  }
  return { recordId: record.id, noteIds: ids };
}

test('typing on a past day starts no timer and files the note under that day', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'notespast');
  const lastWeek = addDays(new Date(), -6);
  const { recordId } = await addStoppedSession(page.request, lastWeek, []);
  await openDay(page, dayKey(lastWeek));
  await expect(page.getByTestId('past-day-filing')).toContainText('no timer starts');
  await editor(page).fill('Forgot to note: **rolled back** the `billing` deploy');
  await page.waitForTimeout(1200); // longer than the auto-start delay
  await expect(page.getByText('No active session')).toBeVisible();
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(editor(page)).toHaveValue('');
  const panel = page.getByTestId('previous-sessions');
  const note = panel.getByTestId('session-item-note');
  await expect(note).toHaveText('Forgot to note: rolled back the billing deploy');
  await expect(note.locator('strong')).toHaveText('rolled back');
  await expect(note.locator('code')).toHaveText('billing');
  const day = await dayOf(page.request, dayKey(lastWeek));
  expect(day.records.map((r) => r.id)).toEqual([recordId]);
  expect(day.records[0].notes.map((n) => n.content)).toEqual([
    'Forgot to note: **rolled back** the `billing` deploy',
  ]);
  // Nothing runs today.
  expect(await (await page.request.get('/api/work-records/active')).text()).toMatch(/^(null)?$/);
  expect((await dayOf(page.request, dayKey(new Date()))).records).toEqual([]);
  await screenshotAtWidths(page, 'notes-past-day');

  // A day without sessions asks for the times of one.
  const empty = addDays(new Date(), -9);
  await openDay(page, dayKey(empty));
  await expect(page.getByTestId('past-day-filing')).toContainText('has no sessions yet');
  await editor(page).fill('Planning notes from the offsite');
  await page.getByRole('button', { name: 'Save Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a session for this note' });
  await dialog.getByLabel('Start').fill('13:00');
  await dialog.getByLabel('End').fill('14:30');
  await dialog.getByRole('button', { name: 'Add session and save note' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('previous-sessions').getByTestId('session-item-note')).toHaveText(
    'Planning notes from the offsite',
  );
  const filed = await dayOf(page.request, dayKey(empty));
  expect(filed.records).toHaveLength(1);
  expect(filed.records[0].isActive).toBe(false);
  expect(filed.records[0].notes.map((n) => n.content)).toEqual(['Planning notes from the offsite']);
});

test("a note of yesterday's stopped session is edited, shown as edited, and deleted", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'notesedit');
  const yesterday = addDays(new Date(), -1);
  await addStoppedSession(page.request, yesterday, [
    'Reviewd the PR',
    '- [ ] write the migration\n- [x] fix the test',
    'A note to delete <img src=x onerror="window.__pwned=1"> [x](javascript:window.__pwned=2)',
  ]);
  await openDay(page, dayKey(yesterday));
  const panel = page.getByTestId('previous-sessions');
  const notes = panel.getByTestId('note-view');
  await expect(notes).toHaveCount(3);

  // Edit the first.
  await notes
    .nth(0)
    .getByRole('button', { name: /^Edit note/ })
    .click();
  await notes.nth(0).getByRole('textbox').fill('Reviewed the PR');
  await notes.nth(0).getByRole('button', { name: 'Save changes' }).click();
  await expect(notes.nth(0).getByTestId('session-item-note')).toHaveText('Reviewed the PR');
  await expect(notes.nth(0)).toContainText('· edited');
  await expect(notes.nth(1)).not.toContainText('· edited');

  // Tick a task box: saved as Markdown.
  await notes.nth(1).getByRole('checkbox').first().check();
  await expect
    .poll(async () => (await dayOf(page.request, dayKey(yesterday))).records[0].notes[1].content)
    .toBe('- [x] write the migration\n- [x] fix the test');

  // The third renders no HTML, then goes.
  await expect(notes.nth(2).locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await notes
    .nth(2)
    .getByRole('button', { name: /^Delete note/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  await expect(notes).toHaveCount(2);
  const day = await dayOf(page.request, dayKey(yesterday));
  expect(day.records[0].notes.map((n) => n.content)).toEqual([
    'Reviewed the PR',
    '- [x] write the migration\n- [x] fix the test',
  ]);
  await screenshotAtWidths(page, 'notes-edited');
});

test('search, View in diary: the day opens scrolled to the note, highlighted', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'notesfind');
  const day = addDays(new Date(), -3);
  const filler = Array.from(
    { length: 14 },
    (_, i) => `Routine work item ${i + 1}\n\nwith a second paragraph`,
  );
  const { noteIds } = await addStoppedSession(page.request, day, [
    ...filler,
    'Fixed auth/normalize.ts at last',
  ]);
  const target = noteIds.at(-1)!;
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/search?q=normalize')).json()) as unknown[]).length,
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThanOrEqual(1);
  await page.goto('/search?q=normalize');
  // The note's link (the session's summary is found too, and links to the day).
  await page.getByRole('link', { name: /^View in diary: Note from/ }).click();
  await expect(page).toHaveURL(new RegExp(`note=${target}$`));
  const note = page.locator(`#note-${target}`);
  await expect(note).toHaveAttribute('data-highlighted', 'true');
  await expect(note).toBeInViewport();
  await expect(note).toContainText('Fixed auth/normalize.ts at last');
  // The highlight is for a moment.
  await expect(note).not.toHaveAttribute('data-highlighted', 'true', { timeout: 10_000 });
});
