// Every day, round three (issue 52): what a new user's week still tripped on, each a journey on
// the sizes the user had (desktop 1280×800, phone 390×844).
import { join } from 'node:path';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { dayKey } from '../support/seed';
import { typeTime } from '../support/time-field';
import { makeAdmin } from '../support/admin';
import { clippedLabels, controlsUnderToast } from '../support/layout-rules';
import {
  autoSummariesOff,
  newUser,
  registerViaApi,
  sameOriginHeaders,
  signInViaForm,
  signedInUser,
} from '../support/users';

// The screenshots the issue asks for: into docs/screenshots/ with UPDATE_SCREENSHOTS=1, else beside
// the other artifacts.
const shotPath = (name: string) =>
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(__dirname, '..', '..', '..', 'docs', 'screenshots', name)
    : join(__dirname, '..', 'artifacts', name);

/**
 * A browser whose clock reads about noon whatever the hour of the run (an Etc/GMT zone), so a
 * journey that places sessions in the last hour never crosses midnight.
 */
async function middayPage(browser: Browser) {
  const offset = new Date().getUTCHours() - 12; // -12..11: Etc/GMT+N is N hours behind UTC
  const timezoneId = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
  const context = await browser.newContext({ timezoneId });
  const local = (d: Date, part: 'day' | 'clock') =>
    part === 'day'
      ? new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(d)
      : new Intl.DateTimeFormat('en-GB', {
          timeZone: timezoneId,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(d);
  return { context, page: await context.newPage(), local };
}

/** Opens a screen and waits for its heading: a busy machine can take a while over a screen's first load. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('search runs as the term is typed, keeps the address in step, and Back leaves it', async ({ page }) => {
  await signedInUser(page, 'sayt');
  await autoSummariesOff(page); // the note is then the one result
  const word = `typeahead${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;
  const today = new Date();
  const rec = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      startTime: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 9).toISOString(),
      endTime: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 10).toISOString(),
      isActive: false,
      date: dayKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1)),
    },
  });
  expect(rec.status()).toBe(201);
  const { id } = (await rec.json()) as { id: string };
  const note = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: { workRecordId: id, content: `Tuned the ${word} cache for the dashboard.` },
  });
  expect(note.status()).toBe(201);
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/search?q=${word}`)).json()) as unknown[]).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);

  await open(page, '/daily-work', 'Daily Work');
  await open(page, '/search', 'Search Your Work Diary');
  const input = page.getByLabel('Search term');
  // Typed key by key, never Enter: results come once typing pauses.
  await input.pressSequentially(word.slice(0, 11), { delay: 40 });
  await expect(page.getByText('Found 1 result')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word.slice(0, 11)}$`));
  await input.pressSequentially(word.slice(11), { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
  await expect(page.getByText('Found 1 result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Type at least 3 characters')).toHaveCount(0);

  // The typed search was one entry in the history: Back returns to the empty search page.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(input).toHaveValue('');
  await page.goForward();
  await expect(input).toHaveValue(word);

  // Emptied below three characters: the old results go, the hint comes back.
  await input.fill('ty');
  await expect(page.getByText(/Type at least 3 characters/)).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  // Enter still searches at once.
  await input.fill(word);
  await input.press('Enter');
  await expect(page.getByText('Found 1 result')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
});

test('the stop dialog corrects a forgotten start, but not into the session before it', async ({
  browser,
}) => {
  const { context, page, local } = await middayPage(browser);
  await signedInUser(page, 'dwstart');
  const ago = (min: number) => new Date(Date.now() - min * 60_000);
  const date = local(new Date(), 'day');
  const earlier = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: ago(50).toISOString(), endTime: ago(40).toISOString(), isActive: false, date },
  });
  expect(earlier.status()).toBe(201);
  const running = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: ago(5).toISOString(), endTime: null, isActive: true, date },
  });
  expect(running.status()).toBe(201);
  const { id } = (await running.json()) as { id: string };

  await open(page, '/daily-work', 'Daily Work');
  await expect(page.getByText('Session in progress')).toBeVisible();
  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  const endSession = dialog.getByRole('button', { name: 'End Session' });
  await expect(dialog.getByLabel('Start date')).toHaveValue(date);

  // Into the session before: refused, naming when that one ended.
  await typeTime(dialog.getByLabel('Start time'), local(ago(45), 'clock'));
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Start time cannot be before the previous session ended \(\d{1,2}:\d{2}( [AP]M)?\)$/,
  );
  await expect(endSession).toBeDisabled();
  // In the future: refused.
  await typeTime(dialog.getByLabel('Start time'), local(new Date(Date.now() + 30 * 60_000), 'clock'));
  await expect(dialog.getByRole('alert')).toHaveText('Start time cannot be in the future');

  // Half an hour ago, as the user really began: the duration follows and the session keeps it.
  const began = ago(30);
  await typeTime(dialog.getByLabel('Start time'), local(began, 'clock'));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  // The dialog's running clock (h:mm:ss) now counts from the corrected start.
  await expect(dialog.getByTestId('stop-duration')).toHaveText(/^0:(29|30|31):\d{2}$/);
  await page.screenshot({ path: shotPath('stop-dialog-start-corrected.png') });
  await endSession.click();
  await expect(page.getByText('Work session ended', { exact: true }).first()).toBeVisible();
  const day = (await (await page.request.get(`/api/work-records/${date}`)).json()) as {
    records: { id: string; startTime: string; isActive: boolean }[];
  };
  const stopped = day.records.find((r) => r.id === id);
  expect(stopped?.isActive).toBe(false);
  expect(local(new Date(stopped?.startTime ?? 0), 'clock')).toBe(local(began, 'clock'));
  await context.close();
});

test('leaving Settings with any unsaved change asks first, on a phone too', async ({ page }) => {
  await signedInUser(page, 'unsaved2');
  await open(page, '/settings', 'Settings');
  await expect(page.getByLabel('Auto-save timeout')).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('Auto-save timeout').click();
  await page.getByRole('option', { name: '15 minutes' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expect(ask.getByText('A change you made is not saved yet.', { exact: false })).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Auto-save timeout')).toHaveText(/15 minutes/);

  // On a phone, the menu's links ask the same about a theme picked but not saved.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Auto-save timeout').click();
  await page.getByRole('option', { name: '30 minutes' }).click(); // back to the saved value
  await page.getByRole('button', { name: 'Hufflepuff theme' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Calendar' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
});

test('on a phone, Save Note stays on screen while typing and toasts leave the top bar and the buttons free', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, 'phonesave');
  await open(page, '/daily-work', 'Daily Work');
  const editor = page.getByRole('textbox', { name: 'Work notes' });
  await editor.click();
  await editor.pressSequentially('Paired with Priya on the retry budget. ', { delay: 5 });
  const save = page.getByRole('button', { name: 'Save Note' });
  const box = await save.boundingBox();
  expect(box, 'Save Note is laid out').not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  await page.screenshot({ path: shotPath('daily-work-phone-typing.png') });

  await save.click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status').first();
  await expect(toast).toBeVisible();
  const t = await toast.boundingBox();
  const topBar = await page.getByRole('banner').boundingBox();
  expect(t && topBar ? t.y >= topBar.y + topBar.height : false, 'the toast is below the top bar').toBe(true);
  // No button lies under the toast.
  const covered = await controlsUnderToast(page);
  expect(covered).toEqual([]);
});

test('notes show task boxes big enough for a finger, readable images, and code that scrolls inside its block', async ({
  page,
}) => {
  await signedInUser(page, 'notelook');
  const today = new Date();
  const date = dayKey(today);
  const started = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      startTime: new Date(Date.now() - 3 * 60_000).toISOString(),
      endTime: new Date(Date.now() - 60_000).toISOString(),
      isActive: false,
      date,
    },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  // A one-pixel PNG, uploaded as a note's image.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = await page.request.post('/api/attachments', {
    headers: sameOriginHeaders(),
    multipart: { workRecordId: id, file: { name: 'dot.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const longLine = `SELECT ${Array.from({ length: 40 }, (_, i) => `column_number_${i}`).join(', ')} FROM payments;`;
  const note = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: {
      workRecordId: id,
      content: `- [ ] write the migration\n- [x] review the plan\n\n![screenshot](${url})\n\n\`\`\`sql\n${longLine}\n\`\`\``,
    },
  });
  expect(note.status(), await note.text()).toBe(201);

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await open(page, '/daily-work', 'Daily Work');
    const list = page.getByTestId('previous-sessions').or(page.locator('main'));
    const code = list.locator('pre').first();
    await expect(code).toBeVisible();
    const fits = await code.evaluate((pre) => {
      const box = pre.getBoundingClientRect();
      const card = pre.closest('.MuiCard-root, .MuiPaper-root')?.getBoundingClientRect();
      return {
        scrolls: pre.scrollWidth > pre.clientWidth,
        inside: card ? box.right <= card.right + 0.5 : box.right <= window.innerWidth,
        pageWide: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
    expect(fits).toEqual({ scrolls: true, inside: true, pageWide: true });
    const image = list.getByTestId('note-thumbnail').first();
    await expect(image).toBeVisible();
    expect((await image.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
    if (size.width === 390) {
      const box = list.locator('input[type="checkbox"]').first();
      await expect(box).toBeVisible();
      const b = await box.boundingBox();
      expect(Math.min(b?.width ?? 0, b?.height ?? 0)).toBeGreaterThanOrEqual(24);
    }
  }
});

test('the session bar spells its fields out whole on desktop and phone', async ({ page }) => {
  await signedInUser(page, 'labels');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await open(page, '/daily-work', 'Daily Work');
    await expect(page.locator('label', { hasText: 'Project for the next session' })).toBeVisible();
    expect(await clippedLabels(page)).toEqual([]);
  }
});

test('a past session added for another day takes the Sessions list to that day', async ({ browser }) => {
  const { context, page, local } = await middayPage(browser);
  await signedInUser(page, 'pastday');
  const yesterday = local(new Date(Date.now() - 24 * 3600_000), 'day');
  await open(page, '/sessions', 'Work Sessions');
  await expect(page.getByText('No sessions for this day')).toBeVisible();
  await page.getByRole('button', { name: 'Add past session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add past session' });
  await dialog.getByLabel('Date').fill(yesterday);
  await dialog.getByLabel('Start time').fill('14:00');
  await dialog.getByLabel('End time').fill('15:00');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(dialog).toBeHidden();
  // The list now shows the day the session went to, with the session in it.
  await expect(page.getByRole('listitem', { name: /^Session 2:00 PM – 3:00 PM/ })).toBeVisible();
  await expect(page.getByText('Total time on this day')).toBeVisible();
  await context.close();
});

test('a note on a past day is filed under the session its words name, shown before saving', async ({
  browser,
}) => {
  const { context, page, local } = await middayPage(browser);
  await signedInUser(page, 'filing');
  const yesterday = local(new Date(Date.now() - 24 * 3600_000), 'day');
  const at = (h: number) => {
    // That hour of yesterday in the browser's zone: noon now, so yesterday at h is (36 - h) hours ago, give or take the minutes.
    const d = new Date(Date.now() - 24 * 3600_000);
    const [hh, mm] = local(d, 'clock').split(':').map(Number);
    return new Date(d.getTime() + ((h - hh) * 60 - mm) * 60_000).toISOString();
  };
  const make = async (from: number, to: number, tags: string[]) => {
    const res = await page.request.post('/api/work-records', {
      headers: sameOriginHeaders(),
      data: { startTime: at(from), endTime: at(to), isActive: false, date: yesterday, tags },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const payments = await make(9, 11, ['payments']);
  await make(16, 18, ['lindqvist']);

  await open(page, `/daily-work?date=${yesterday}`, 'Daily Work');
  const fileUnder = page.getByLabel('File under');
  await expect(fileUnder).toHaveText(/#lindqvist/); // nothing typed yet: the last session
  await page
    .getByRole('textbox', { name: 'Work notes' })
    .fill('Payments: agreed the retry budget with Marek.');
  await expect(fileUnder).toHaveText(/9:00 AM – 11:00 AM · #payments/);
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect
    .poll(async () => {
      const day = (await (await page.request.get(`/api/work-records/${yesterday}`)).json()) as {
        records: { id: string; notes: { content: string }[] }[];
      };
      return day.records.find((r) => r.id === payments)?.notes.length ?? 0;
    })
    .toBe(1);
  await context.close();
});

test.describe('a reload without a network', () => {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 180_000 });

  test('shows the last known running session and the administrator menu, and says so', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const user = await registerViaApi(context.request, newUser('offreload'));
    makeAdmin(user.username);
    await context.clearCookies();
    await signInViaForm(page, user);
    const started = await page.request.post('/api/work-records', {
      headers: sameOriginHeaders(),
      data: {
        startTime: new Date(Date.now() - 10 * 60_000).toISOString(),
        endTime: null,
        isActive: true,
        date: dayKey(new Date()),
      },
    });
    expect(started.status()).toBe(201);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByText('Session in progress')).toBeVisible({ timeout: 30_000 });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Administration' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Session in progress')).toBeVisible();
    await expect(page.getByText(/as last seen; the server has not answered yet/)).toBeVisible();
    await expect(page.getByText('Checking for a running session...')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop Session' })).toBeEnabled();
    await expect(menu.getByRole('link', { name: 'Administration' })).toBeVisible();
    await context.setOffline(false);
  });
});
