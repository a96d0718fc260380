// Private and permanent: a note edited in two tabs keeps both texts (409, then the merge), and a
// note's history shows what changed and restores an earlier version.
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser } from '../support/users';
import { addSession, dayKey, openDay, yesterday } from '../support/seed';

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
