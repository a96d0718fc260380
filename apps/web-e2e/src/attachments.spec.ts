// Images kept beside their text: a pasted image goes into the note as an attachment and shows
// inline in the saved note, also after a reload; a pen drawing is saved as an image the same way.
import { test, expect, Page } from '@playwright/test';
import { signedInUser } from '../support/users';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();
const IMAGE_MARK = /!\[image\]\(\/api\/attachments\/[0-9a-f-]{36}\)/;

async function openDailyWork(page: Page) {
  await page.goto('/daily-work');
  // Generous: on a loaded machine the screen's code can take a while to arrive.
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Session in progress|No active session/)).toBeVisible({ timeout: 30_000 });
}

/** The first image of the saved notes, once the browser has loaded and decoded it. */
async function expectLoadedNoteImage(page: Page) {
  const image = page.getByTestId('session-note').getByTestId('note-image').first();
  await expect(image).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  return image;
}

test('a pasted image is kept in the note and shows inline after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'attpaste');
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await editor(page).fill('Whiteboard after the design review:');

  // A picture without text (a coloured diagram), pasted as a screenshot would be.
  await page.evaluate(`(async () => {
    const c = document.createElement('canvas');
    c.width = 240;
    c.height = 160;
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 240, 160);
    ctx.fillStyle = '#1e88e5';
    ctx.fillRect(20, 30, 80, 60);
    ctx.fillStyle = '#e53935';
    ctx.fillRect(140, 70, 70, 60);
    const blob = await new Promise((resolve) => c.toBlob(resolve, 'image/png'));
    const data = new DataTransfer();
    data.items.add(new File([blob], 'diagram.png', { type: 'image/png' }));
    const area = document.querySelector('textarea[aria-label="Work notes"]');
    area.focus();
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
  await expect(editor(page)).toHaveValue(IMAGE_MARK, { timeout: 30_000 });
  const note = await editor(page).inputValue();
  expect(note.startsWith('Whiteboard after the design review:\n![image](/api/attachments/')).toBe(true);

  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(editor(page)).toHaveValue('');
  const image = await expectLoadedNoteImage(page);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  await page.reload();
  await expect(page.getByText('Session in progress')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('session-note').first()).toContainText('Whiteboard after the design review:');
  await expectLoadedNoteImage(page);
});

test('a pen drawing is saved into the note as an image', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'attdraw');
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Pen input' }).click();
  const saveAsImage = page.getByRole('button', { name: 'Save as image' });
  await expect(saveAsImage).toBeDisabled();

  // A box and an arrow, drawn with the mouse.
  const canvas = page.getByTestId('pen-canvas');
  const box = (await canvas.boundingBox())!;
  const stroke = async (points: Array<[number, number]>) => {
    await page.mouse.move(box.x + points[0][0], box.y + points[0][1]);
    await page.mouse.down();
    for (const [x, y] of points.slice(1)) await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
    await page.mouse.up();
  };
  await stroke([
    [40, 60],
    [160, 60],
    [160, 140],
    [40, 140],
    [40, 60],
  ]);
  await stroke([
    [170, 100],
    [280, 100],
  ]);
  await stroke([
    [260, 85],
    [280, 100],
    [260, 115],
  ]);
  await expect(saveAsImage).toBeEnabled();
  await saveAsImage.click();
  await expect(toast(page, 'Drawing saved')).toBeVisible({ timeout: 30_000 });
  await expect(editor(page)).toHaveValue(IMAGE_MARK);
  // Saving into the note started a session, as typing does.
  await expect(page.getByText('Session in progress')).toBeVisible();

  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(editor(page)).toHaveValue('');
  await expectLoadedNoteImage(page);
});
