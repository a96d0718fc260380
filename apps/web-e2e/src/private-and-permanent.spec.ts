// Private and permanent: a note edited in two tabs keeps both texts (409, then the merge), and a
// note's history shows what changed and restores an earlier version.
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const yesterday = () => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);
};
const at = (d: Date, h: number, m = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).toISOString();

interface Note {
  id: string;
  content: string;
  updatedAt: string;
}
interface Day {
  records: { id: string; notes: Note[] }[];
}
const dayOf = async (request: APIRequestContext, date: string) =>
  (await (await request.get(`/api/work-records/${date}`)).json()) as Day;

/** A stopped session of `day` with these notes. */
async function addSession(request: APIRequestContext, day: Date, notes: string[]) {
  const res = await request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: at(day, 9), endTime: at(day, 10), isActive: false, date: dayKey(day) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const record = (await res.json()) as { id: string };
  for (const [i, content] of notes.entries()) {
    const note = await request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: record.id, content, timestamp: at(day, 9, 5 + i) },
    });
    expect(note.status(), await note.text()).toBe(201);
  }
  return record.id;
}

async function openDay(page: Page, date: string) {
  await page.goto(`/daily-work?date=${date}`);
  // A loaded machine can take a while for the first page (seen at 28 s with a load average of 25).
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 60_000 });
}

const notesOf = (page: Page) => page.getByTestId('previous-sessions').getByTestId('note-view');

test('two tabs edit one note: the second is offered a merge that keeps both texts', async ({ page }) => {
  test.setTimeout(240_000);
  await signedInUser(page, 'merge');
  const day = yesterday();
  await addSession(page.request, day, ['Release plan\n\n- [ ] tag the build']);
  const laptop = page;
  const phone = await page.context().newPage();
  await openDay(laptop, dayKey(day));
  await openDay(phone, dayKey(day));

  // Both open the editor on the same version.
  for (const tab of [laptop, phone])
    await notesOf(tab)
      .first()
      .getByRole('button', { name: /^Edit note/ })
      .click();
  await notesOf(laptop)
    .first()
    .getByRole('textbox')
    .fill('Release plan\n\n- [ ] tag the build\n\nAdded on the laptop.');
  await notesOf(laptop).first().getByRole('button', { name: 'Save changes' }).click();
  await expect(notesOf(laptop).first().getByTestId('session-item-note')).toContainText(
    'Added on the laptop.',
  );

  await notesOf(phone).first().getByRole('textbox').fill('Release plan for Friday\n\n- [ ] tag the build');
  await notesOf(phone).first().getByRole('button', { name: 'Save changes' }).click();
  const merge = phone.getByRole('dialog', { name: 'This note changed on another device' });
  await expect(merge).toBeVisible();
  await expect(merge.getByTestId('note-merge-theirs')).toContainText('Added on the laptop.');
  await expect(merge.getByTestId('note-merge-text')).toHaveValue(
    'Release plan for Friday\n\n- [ ] tag the build\n\nAdded on the laptop.',
  );
  await screenshotAtWidths(phone, 'note-merge');
  await merge.getByRole('button', { name: 'Save merged note' }).click();
  await expect(merge).toBeHidden();
  await expect
    .poll(async () => (await dayOf(page.request, dayKey(day))).records[0].notes[0].content)
    .toBe('Release plan for Friday\n\n- [ ] tag the build\n\nAdded on the laptop.');

  // The laptop, maybe still showing the version it saved, ticks the box: the phone's words stay.
  await notesOf(laptop).first().getByRole('checkbox').check();
  await expect
    .poll(async () => (await dayOf(page.request, dayKey(day))).records[0].notes[0].content)
    .toBe('Release plan for Friday\n\n- [x] tag the build\n\nAdded on the laptop.');
});

test("a note's history shows what changed and restores an earlier version", async ({ page }) => {
  test.setTimeout(240_000);
  await signedInUser(page, 'history');
  const day = yesterday();
  await addSession(page.request, day, ['Met Dana about the rollout']);
  await openDay(page, dayKey(day));
  const note = notesOf(page).first();
  for (const text of [
    'Met Dana about the staged rollout',
    'Met Dana and Lee about the staged rollout plan',
  ]) {
    await note.getByRole('button', { name: /^Edit note/ }).click();
    await note.getByRole('textbox').fill(text);
    await note.getByRole('button', { name: 'Save changes' }).click();
    await expect(note.getByTestId('session-item-note')).toHaveText(text);
  }
  await note.getByRole('button', { name: /^History of note/ }).click();
  const history = page.getByRole('dialog', { name: 'Note history' });
  const versions = history.getByTestId('note-revision');
  await expect(versions).toHaveCount(2);
  // Newest first; each shows the words that changed after it.
  await expect(versions.nth(0).locator('[data-change="added"]')).toHaveText(['and Lee ', ' plan']);
  await expect(versions.nth(1).locator('[data-change="added"]')).toHaveText(['staged ']);
  await expect(versions.nth(1).locator('[data-change="removed"]')).toHaveCount(0);
  await screenshotAtWidths(page, 'note-history');
  await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await expect(history).toBeHidden();
  await expect(note.getByTestId('session-item-note')).toHaveText('Met Dana about the rollout');
  // The text it replaced is kept in turn.
  await note.getByRole('button', { name: /^History of note/ }).click();
  await expect(history.getByTestId('note-revision')).toHaveCount(3);
  await expect(history.getByTestId('note-revision').first()).toContainText(
    'Met Dana and Lee about the staged rollout plan',
  );
});
