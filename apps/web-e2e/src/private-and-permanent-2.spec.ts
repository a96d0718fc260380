// Private and permanent, part two: a deleted note comes back with the toast's Undo and from the
// Trash screen, which also empties after a confirmation; a sealed note shows locked after a reload,
// refuses a wrong passphrase with a sentence and opens with its own.
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { signedInUser } from '../support/users';
import { addSession, dayKey, openDay, yesterday } from '../support/seed';

interface Day {
  records: { id: string; notes: { id: string; content: string; sealed?: unknown }[] }[];
}
const dayOf = async (request: APIRequestContext, date: string) =>
  (await (await request.get(`/api/work-records/${date}`)).json()) as Day;

const notesOf = (page: Page) => page.getByTestId('previous-sessions').getByTestId('note-view');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function deleteNote(page: Page, text: string) {
  const note = notesOf(page).filter({ hasText: text });
  await note.getByRole('button', { name: /^Delete note/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete note' })
    .click();
  await expect(notesOf(page).filter({ hasText: text })).toHaveCount(0);
}

test('a deleted note comes back with Undo, and from the Trash screen, which empties after a confirmation', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInUser(page, 'trash');
  const day = yesterday();
  await addSession(page.request, day, ['Pelican feeder fixed', 'Heron pond cleaned']);
  await openDay(page, dayKey(day));
  await expect(notesOf(page)).toHaveCount(2, { timeout: 30_000 });

  await deleteNote(page, 'Pelican feeder fixed');
  const toast = toasts(page).getByRole('status').filter({ hasText: 'Note deleted' });
  await expect(toast).toBeVisible();
  // Still offered after the 3 s an ordinary toast lasts.
  await page.waitForTimeout(4_000);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  await expect(notesOf(page).filter({ hasText: 'Pelican feeder fixed' })).toHaveCount(1);
  await expect
    .poll(async () => (await dayOf(page.request, dayKey(day))).records[0].notes.map((n) => n.content))
    .toEqual(['Pelican feeder fixed', 'Heron pond cleaned']);

  // Deleted again, it waits in the Trash screen (from the account menu) and is restored there.
  await deleteNote(page, 'Heron pond cleaned');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible({ timeout: 30_000 });
  const items = page.getByTestId('trash-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Heron pond cleaned');
  await items.first().getByRole('button', { name: 'Restore Heron pond cleaned' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  await expect.poll(async () => (await dayOf(page.request, dayKey(day))).records[0].notes.length).toBe(2);

  // Emptying asks first, then forgets for good.
  await openDay(page, dayKey(day));
  await deleteNote(page, 'Pelican feeder fixed');
  await page.goto('/trash');
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(items).toHaveCount(1);
  await page.getByRole('button', { name: 'Empty trash' }).click();
  const confirm = page.getByRole('dialog', { name: 'Empty the trash?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Empty trash' }).click();
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  const left = await (await page.request.get('/api/trash')).json();
  expect(left).toEqual([]);
});

test('a sealed note is locked after a reload, refuses a wrong passphrase and opens with its own', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signedInUser(page, 'sealer');
  const day = yesterday();
  await addSession(page.request, day, ['The surprise party is at the boathouse']);
  await openDay(page, dayKey(day));
  const note = notesOf(page).first();
  await expect(note).toContainText('The surprise party is at the boathouse', { timeout: 30_000 });

  await note.getByRole('button', { name: /^Seal note/ }).click();
  const seal = page.getByRole('dialog', { name: 'Seal this note?' });
  await expect(seal.getByTestId('seal-warning')).toContainText(
    'If you lose the passphrase, the note is lost.',
  );
  await seal.getByLabel('Passphrase', { exact: true }).fill('blue lantern 42');
  await seal.getByLabel('Repeat passphrase').fill('blue lantern 43');
  await seal.getByRole('button', { name: 'Seal note' }).click();
  await expect(seal.getByRole('alert')).toHaveText('The two passphrases are not the same.');
  await seal.getByLabel('Repeat passphrase').fill('blue lantern 42');
  await seal.getByRole('button', { name: 'Seal note' }).click();
  await expect(seal).toBeHidden({ timeout: 30_000 });
  // Open in this tab after sealing; the server holds only the envelope.
  await expect(note).toContainText('The surprise party is at the boathouse');
  await expect(note.getByTestId('sealed-mark')).toContainText('sealed');
  const [stored] = (await dayOf(page.request, dayKey(day))).records[0].notes;
  expect(stored.content).toBe('');
  expect(JSON.stringify(stored)).not.toContain('boathouse');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 60_000 });
  const locked = notesOf(page).first();
  await expect(locked.getByTestId('sealed-note-locked')).toBeVisible({ timeout: 30_000 });
  await expect(locked).not.toContainText('boathouse');

  await locked.getByRole('button', { name: /^Open sealed note/ }).click();
  const open = page.getByRole('dialog', { name: 'Open sealed note' });
  await open.getByLabel('Passphrase').fill('red lantern 42');
  await open.getByRole('button', { name: 'Open' }).click();
  await expect(open.getByRole('alert')).toHaveText(
    'That passphrase does not open this note. Check it and try again.',
    { timeout: 30_000 },
  );
  await expect(locked).not.toContainText('boathouse');
  await open.getByLabel('Passphrase').fill('blue lantern 42');
  await open.getByRole('button', { name: 'Open' }).click();
  await expect(open).toBeHidden({ timeout: 30_000 });
  await expect(locked).toContainText('The surprise party is at the boathouse');
});
