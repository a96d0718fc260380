// Ask your diary: Ctrl+K from another screen opens the Ask box on Search; asking how much time went
// to a tag last week shows the figure, and a source opens the day scrolled to the note, highlighted.
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const at = (d: Date, h: number, m = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).toISOString();

test('ask how much time went to a tag last week, see the figure, open the note it cites', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'ask');
  const now = new Date();
  // Tuesday of last week (weeks start on Monday).
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) - 6);
  const rec = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      startTime: at(day, 9),
      endTime: at(day, 11, 30),
      isActive: false,
      date: dayKey(day),
      tags: ['acme'],
    },
  });
  expect(rec.status(), await rec.text()).toBe(201);
  const { id: recordId } = (await rec.json()) as { id: string };
  const added = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: { workRecordId: recordId, content: 'Reviewed the acme invoice export with finance' },
  });
  expect(added.status()).toBe(201);
  const { id: noteId } = (await added.json()) as { id: string };

  // A new user sees example questions; Ctrl+K from another screen puts the focus in the box.
  await page.goto('/time');
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('Control+k');
  await expect(page).toHaveURL(/\/search$/);
  const box = page.getByRole('textbox', { name: 'Ask your diary' });
  await expect(box).toBeFocused();
  await expect(page.getByRole('button', { name: 'What did I do yesterday?' })).toBeVisible();

  await box.fill('How much time did I spend on #acme last week?');
  await box.press('Enter');
  const answer = page.getByTestId('ask-answer');
  await expect(answer).toContainText('You spent 2h 30m on #acme last week, over 1 session.');
  await expect(answer.getByTestId('ask-figure')).toHaveText(['#acme last week: 2h 30m']);
  await screenshotAtWidths(page, 'ask-your-diary-answer');

  // The source names the session (its summary's subject once the note's refresh wrote one, else the
  // note's words) and opens the note it cites.
  await answer.locator(`a[href$="note=${noteId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${dayKey(day)}&note=${noteId}$`));
  const note = page.locator(`#note-${noteId}`);
  await expect(note).toHaveAttribute('data-highlighted', 'true');
  await expect(note).toContainText('Reviewed the acme invoice export with finance');
});
