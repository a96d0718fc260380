// Capture: dictation recorded from Chromium's fake microphone and transcribed by the fake
// transcription server (global-setup), a refused microphone, a pen drawing converted to text, and
// a pasted screenshot read into the note.
import { readFileSync } from 'node:fs';
import { test, expect, Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { FAKE_TRANSCRIPT, SeenTranscription } from '../support/fake-transcription';
import { sameOriginHeaders, signedInUser } from '../support/users';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      // A microphone that plays a beep, allowed without a prompt.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

async function startSession(page: Page) {
  await page.goto('/daily-work');
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
}

/** A PNG of the text in a plain font, as a screenshot of it would be. */
const screenshotOf = (text: string) =>
  `(async () => {
    const c = document.createElement('canvas');
    c.width = 900;
    c.height = 120;
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, c.width, c.height);
    ctx.fillStyle = '#111';
    ctx.font = '40px sans-serif';
    ctx.fillText(${JSON.stringify(text)}, 30, 75);
    const blob = await new Promise((r) => c.toBlob(r, 'image/png'));
    return new File([blob], 'screenshot.png', { type: 'image/png' });
  })()`;

test('dictation records with a level meter and a clock, and the transcript is added to the note', async ({
  page,
}) => {
  await signedInUser(page, 'capdict');
  const settings = await page.request.post('/api/user-settings', {
    headers: sameOriginHeaders(),
    data: { voiceInputLanguage: 'German' },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  await startSession(page);
  await editor(page).fill('Standup notes');

  await page.getByRole('button', { name: 'Voice input (server transcription)' }).click();
  const stop = page.getByRole('button', { name: 'Stop recording' });
  await expect(stop).toBeVisible();
  await expect(page.getByTestId('dictation-elapsed')).toHaveText('0:02', { timeout: 5000 });
  const meter = page.getByRole('progressbar', { name: 'Microphone level' });
  await expect
    .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 5000 })
    .toBeGreaterThan(0);
  await stop.click();

  await expect(editor(page)).toHaveValue(`Standup notes\n${FAKE_TRANSCRIPT}`, { timeout: 15000 });
  const seen = (await (
    await fetch(`${process.env.E2E_TRANSCRIBE_URL}/requests`)
  ).json()) as SeenTranscription[];
  const last = seen.at(-1)!;
  expect(last.language).toBe('de');
  expect(last.model).toBe('fake-whisper');
  expect(last.head).toBe('1a45dfa3'); // a WebM recording
  expect(last.bytes).toBeGreaterThan(1000);
});

test('a refused microphone says so and leaves the note as it was', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await signedInUser(page, 'capdeny');
  await startSession(page);
  await editor(page).fill('Keep this');
  await page.getByRole('button', { name: 'Voice input (server transcription)' }).click();
  await expect(toast(page, 'Microphone permission denied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voice input (server transcription)' })).toBeEnabled();
  await expect(editor(page)).toHaveValue('Keep this');
});

test('converting a drawing adds its text and keeps the drawing until it is cleared', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'cappen');
  await startSession(page);
  await page.getByRole('button', { name: 'Pen input' }).click();
  const canvas = page.getByTestId('pen-canvas');

  // The word in a handwriting font, traced by the pointer one row of ink at a time (pointer events
  // dispatched in the page: hundreds of strokes, each through the canvas's own handlers).
  const font = readFileSync(
    require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff2'),
  ).toString('base64');
  const strokes = await canvas.evaluate(async (target, fontData) => {
    const face = new FontFace('Hand', `url(data:font/woff2;base64,${fontData})`);
    await face.load();
    (document.fonts as unknown as { add(f: FontFace): void }).add(face);
    const c = document.createElement('canvas');
    c.width = 420;
    c.height = 120;
    const ctx = c.getContext('2d')!;
    ctx.font = '80px Hand';
    ctx.fillText('Deploy', 10, 90);
    const pixels = ctx.getImageData(0, 0, c.width, c.height).data;
    const rect = target.getBoundingClientRect();
    const pointer = (type: string, x: number, y: number) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          pressure: type === 'pointerup' ? 0 : 0.5,
          clientX: rect.left + 40 + x,
          clientY: rect.top + 60 + y,
        }),
      );
    let count = 0;
    for (let y = 0; y < c.height; y += 2) {
      let start = -1;
      for (let x = 0; x <= c.width; x++) {
        const ink = x < c.width && pixels[(y * c.width + x) * 4 + 3]! > 128;
        if (ink && start < 0) start = x;
        if (!ink && start >= 0) {
          pointer('pointerdown', start, y);
          pointer('pointermove', x - 1, y);
          pointer('pointerup', x - 1, y);
          start = -1;
          count++;
        }
      }
    }
    return count;
  }, font);
  expect(strokes).toBeGreaterThan(50);
  await page.getByRole('button', { name: 'Convert to text' }).click();
  await expect(editor(page)).toHaveValue('Deploy', { timeout: 45_000 });
  await expect(toast(page, 'Text extracted')).toBeVisible();
  // The drawing stays until the user clears it.
  await expect(page.getByRole('button', { name: 'Convert to text' })).toBeEnabled();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Convert to text' })).toBeDisabled();
});

test('pasting a screenshot into the editor keeps it and adds its text; a pasted file of another type is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInUser(page, 'cappaste');
  await startSession(page);
  await editor(page).fill('Meeting:');
  const paste = (fileScript: string) =>
    page.evaluate(`(async () => {
      const file = await ${fileScript};
      const data = new DataTransfer();
      data.items.add(file);
      const area = document.querySelector('textarea[aria-label="Work notes"]');
      area.focus();
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    })()`);

  await paste(screenshotOf('Quarterly planning review'));
  // The image is kept in the note (an attachment of the session), its text follows it.
  await expect(editor(page)).toHaveValue(
    /^Meeting:\n!\[image\]\(\/api\/attachments\/[0-9a-f-]{36}\)\nQuarterly planning review$/,
    { timeout: 45_000 },
  );
  const kept = await editor(page).inputValue();

  await paste(`Promise.resolve(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))`);
  await expect(page.getByText('logo.svg is not a PNG, JPEG, WebP or GIF image.')).toBeVisible();
  await expect(editor(page)).toHaveValue(kept);
});

test('Settings names the transcription and image-text engines in use', async ({ page }) => {
  await signedInUser(page, 'capengines');
  await page.goto('/settings');
  const engines = page.getByRole('group', { name: 'Capture engines' });
  await expect(engines).toContainText('Transcription service on the server (model fake-whisper)');
  await expect(engines).toContainText('Tesseract, offline on the server');
});
