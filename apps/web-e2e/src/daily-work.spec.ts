// Daily Work: typing starts a session and syncs the draft, the text survives a reload and reaches
// a second tab, each save is a note of its own, the stop dialog's rules, day navigation by
// keyboard, text from an uploaded image, and a session summary arriving live.
import { test, expect, Page, APIRequestContext } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { clearTime, typeTime } from '../support/time-field';
import { autoSummariesOff, signedInUser, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const hhmm = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

const editor = (page: Page) => page.getByRole('textbox', { name: 'Work notes' });
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

interface Record_ {
  id: string;
  isActive: boolean;
  endTime: string | null;
  notes: { id: string; content: string }[];
  summary: { subject: string; description: string } | null;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

const draftOf = async (request: APIRequestContext, date: string) =>
  (await getJson<{ content: string } | null>(request, `/api/draft-notes/${date}`))?.content ?? null;
const dayOf = (request: APIRequestContext, date: string) =>
  getJson<{ records: Record_[]; totalDuration: number }>(request, `/api/work-records/${date}`);

async function openDailyWork(page: Page, path = '/daily-work') {
  await page.goto(path);
  // A screen's first load waits for its chunks: allow for two workers sharing two cores.
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The session state is known once the bar says whether one runs.
  await expect(page.getByText(/Session in progress|No active session/)).toBeVisible();
}

test('typing starts a session, syncs the draft, survives a reload and reaches a second tab', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'dwtype');
  const today = dayKey(new Date());
  const me = await getJson<{ id: string }>(page.request, '/api/auth/me');
  await openDailyWork(page);
  await expect(page.getByText('Track your daily tasks and activities')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Choose date, selected ${longDate(new Date())}` }),
  ).toBeVisible();
  await expect(page.getByText('No active session')).toBeVisible();

  await editor(page).pressSequentially('Planning the sprint', { delay: 20 });
  // A session starts by itself 500 ms after typing begins, with its one-time toast.
  await expect(page.getByText('Session in progress')).toBeVisible();
  await expect(toast(page, 'Work session started')).toBeVisible();
  expect(await getJson<{ id: string } | null>(page.request, '/api/work-records/active')).not.toBeNull();
  // The local copy is written at once; the server draft follows 1.5 s after the last key.
  expect(await page.evaluate((k) => localStorage.getItem(k), `unsaved_note_${me.id}_${today}`)).toBe(
    'Planning the sprint',
  );
  await expect(page.getByTestId('sync-indicator')).toHaveText('Synced', { timeout: 8000 });
  await expect.poll(() => draftOf(page.request, today)).toBe('Planning the sprint');
  // Once synced, the screen is quiet: no draft requests while nobody types.
  let draftRequests = 0;
  page.on('request', (r) => r.url().includes('/api/draft-notes') && draftRequests++);
  await page.waitForTimeout(2500);
  expect(draftRequests).toBe(0);

  // A reload keeps the text, even typing the server has not received yet.
  await editor(page).pressSequentially(' and reviews');
  await page.reload();
  await expect(editor(page)).toHaveValue('Planning the sprint and reviews');
  await expect.poll(() => draftOf(page.request, today)).toBe('Planning the sprint and reviews');

  // A second tab sees the text on load, then follows the first tab's typing live.
  const second = await context.newPage();
  await openDailyWork(second);
  await expect(editor(second)).toHaveValue('Planning the sprint and reviews');
  await editor(page).pressSequentially('. Done.');
  await expect(editor(second)).toHaveValue('Planning the sprint and reviews. Done.', { timeout: 10_000 });
  await second.close();

  await screenshotAtWidths(page, 'daily-work-typing');
});

test('each save is a note of its own in the running session', async ({ page }) => {
  await signedInUser(page, 'dwsave');
  const today = dayKey(new Date());
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await expect(toast(page, 'Work session started')).toBeVisible();

  await editor(page).fill('Fixed the login bug');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(editor(page)).toHaveValue('');
  let day = await dayOf(page.request, today);
  expect(day.records).toHaveLength(1);
  expect(day.records[0].notes).toHaveLength(1);
  expect(day.records[0].notes[0].content).toBe('Fixed the login bug');
  const noteId = day.records[0].notes[0].id;
  await expect.poll(() => draftOf(page.request, today)).toBeNull();

  await editor(page).fill('Wrote the release notes');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(editor(page)).toHaveValue('');
  await expect.poll(async () => (await dayOf(page.request, today)).records[0].notes.length).toBe(2);
  day = await dayOf(page.request, today);
  expect(day.records[0].notes[0].id).toBe(noteId);
  expect(day.records[0].notes.map((n) => n.content)).toEqual([
    'Fixed the login bug',
    'Wrote the release notes',
  ]);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('unsaved_note_'))),
  ).toEqual([]);
});

test('a note saved during a running session shows at once under the editor, after a reload, and can be edited', async ({
  page,
}) => {
  await signedInUser(page, 'dwtimeline');
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  const timeline = page.getByRole('region', { name: "This session's notes" });
  await expect(timeline).toContainText('Notes you save during this session appear here.');
  await editor(page).fill('Paired on the flaky checkout test');
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(timeline.getByTestId('session-note')).toHaveText('Paired on the flaky checkout test');
  await expect(timeline.getByTestId('session-note-count')).toHaveText('1 note');

  await page.reload();
  await expect(timeline.getByTestId('session-note')).toHaveText('Paired on the flaky checkout test');

  await timeline.getByRole('button', { name: /Edit note saved at/ }).click();
  await timeline.getByRole('textbox').fill('Paired on the flaky checkout test; fixed the race');
  await timeline.getByRole('button', { name: 'Save changes' }).click();
  await expect(timeline.getByTestId('session-note')).toHaveText(
    'Paired on the flaky checkout test; fixed the race',
  );
  await expect(timeline.getByText(/· edited/)).toBeVisible();
  // A later save is a note of its own; the edited one stays as it is.
  await editor(page).fill('Reviewed two PRs');
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(timeline.getByTestId('session-note')).toHaveText([
    'Paired on the flaky checkout test; fixed the race',
    'Reviewed two PRs',
  ]);
  await expect(timeline.getByTestId('session-note-count')).toHaveText('2 notes');
});

test('the stop dialog refuses a bad end time and stops with a good one', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'dwstop');
  const today = dayKey(new Date());
  // An address with ?start=true (a link from anywhere) starts nothing; the parameter is dropped.
  await openDailyWork(page, '/daily-work?start=true');
  await expect(page).not.toHaveURL(/start=true/);
  await page.waitForTimeout(1000);
  await expect(page.getByText('No active session')).toBeVisible();
  expect(await getJson<unknown>(page.request, '/api/work-records/active')).toBeNull();
  // The sidebar's New Session (navigation inside the app) does start one.
  await page.getByRole('link', { name: 'New Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await editor(page).fill('Pending text saved on stop');

  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  await expect(dialog.getByLabel('Start date')).toBeEditable();
  const endSession = dialog.getByRole('button', { name: 'End Session' });
  await expect(endSession).toBeEnabled();

  // The end time is a time picker: an emptied (or half-typed) time is refused.
  await clearTime(dialog.getByLabel('End time'));
  await expect(dialog.getByRole('alert')).toHaveText('Invalid time format');
  await expect(endSession).toBeDisabled();
  await dialog.getByLabel('End date').click(); // leaving the field announces the error
  await expect(toast(page, 'Invalid End Time')).toBeVisible();

  await dialog.getByLabel('End date').fill('2026-13-45');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid date format');
  await dialog.getByLabel('End date').fill(dayKey(addDays(new Date(), -1)));
  await typeTime(dialog.getByLabel('End time'), '12:00');
  await expect(dialog.getByRole('alert')).toHaveText('End time cannot be before start time');
  await expect(endSession).toBeDisabled();
  await screenshotAtWidths(page, 'daily-work-stop-dialog-error');

  // An end on another date than the start asks once more.
  await dialog.getByLabel('End date').fill(dayKey(addDays(new Date(), 1)));
  await typeTime(dialog.getByLabel('End time'), '00:30');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await endSession.click();
  const confirm = page.getByRole('dialog', { name: 'End on another day?' });
  await expect(confirm.getByText(/would end on/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('End date').fill(today);
  const inAMinute = new Date(Date.now() + 60_000);
  await typeTime(dialog.getByLabel('End time'), hhmm(dayKey(inAMinute) === today ? inAMinute : new Date()));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByTestId('stop-duration')).toHaveText(/^\d+m$/);
  await endSession.click();
  await expect(toast(page, 'Work session ended')).toBeVisible();
  await expect(page.getByText('Your work notes have been saved to this session.')).toBeVisible();
  await expect(page.getByText('No active session')).toBeVisible();
  await expect(editor(page)).toHaveValue('');

  expect(await getJson<unknown>(page.request, '/api/work-records/active')).toBeNull();
  const day = await dayOf(page.request, today);
  expect(day.records).toHaveLength(1);
  expect(day.records[0].isActive).toBe(false);
  expect(day.records[0].endTime).not.toBeNull();
  expect(day.records[0].notes.map((n) => n.content)).toEqual(['Pending text saved on stop']);
  await expect.poll(() => draftOf(page.request, today)).toBeNull();

  // The sidebar's New Session starts the next one on the same screen.
  await page.getByRole('link', { name: 'New Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await expect(page).toHaveURL(/\/daily-work$/);
  expect((await dayOf(page.request, today)).records).toHaveLength(2);
});

test('the running timer ticks in seconds and the stop dialog shows the same duration', async ({ page }) => {
  await signedInUser(page, 'dwtimer');
  const started = new Date(Date.now() - 65 * 60_000);
  const res = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: started.toISOString(), endTime: null, isActive: true, date: dayKey(new Date()) },
  });
  expect(res.status()).toBe(201);
  await openDailyWork(page);
  const timer = page.getByTestId('running-duration');
  await expect(timer).toHaveText(/^1:0[56]:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');

  await page.getByRole('button', { name: 'Stop Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'End work session' });
  await expect(dialog.getByTestId('stop-duration')).toHaveText(/^1:0[56]:\d\d$/);
  // Read together, the banner and the dialog show the same running duration.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent;
        return text('running-duration') === text('stop-duration');
      }),
    )
    .toBe(true);
});

test('Ctrl+Left and Ctrl+Right move the day, and each day keeps its own draft', async ({ page }) => {
  await signedInUser(page, 'dwdate');
  const now = new Date();
  await openDailyWork(page);
  await editor(page).fill('Notes for today');
  await page.getByRole('heading', { name: 'Daily Work', level: 1 }).click(); // focus out of the editor

  await page.keyboard.press('Control+ArrowLeft');
  await expect(
    page.getByRole('button', { name: `Choose date, selected ${longDate(addDays(now, -1))}` }),
  ).toBeVisible();
  await expect(editor(page)).toHaveValue('');
  // The text went to the server as the previous day's draft when the date changed.
  await expect.poll(() => draftOf(page.request, dayKey(now))).toBe('Notes for today');

  await page.keyboard.press('Control+ArrowRight');
  await page.keyboard.press('Control+ArrowRight');
  await expect(
    page.getByRole('button', { name: `Choose date, selected ${longDate(addDays(now, 1))}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('button', { name: `Choose date, selected ${longDate(now)}` })).toBeVisible();
  await expect(editor(page)).toHaveValue('Notes for today');

  // The AI Report button opens the report of the shown day.
  await page.getByRole('button', { name: 'AI Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports\\?date=${dayKey(now)}`));
});

test("an uploaded image's text lands in the editor", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'dwocr');
  // A PNG with large, clear text.
  const painter = await context.newPage();
  await painter.setViewportSize({ width: 900, height: 220 });
  await painter.setContent(
    '<body style="margin:0;background:#fff"><p style="font:bold 64px Arial, sans-serif;color:#000;padding:40px;margin:0">HELLO DIARY</p></body>',
  );
  const png = await painter.screenshot();
  await painter.close();

  await openDailyWork(page);
  await page
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: png });
  await expect(editor(page)).toHaveValue(/HELLO\s+DIARY/i, { timeout: 60_000 });
  await expect(toast(page, 'Text extracted')).toBeVisible();
});

test('an image without text is kept in the note and says "No text found"', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'dwblank');
  const painter = await context.newPage();
  await painter.setViewportSize({ width: 400, height: 200 });
  await painter.setContent('<body style="margin:0;background:#fff"></body>');
  const blank = await painter.screenshot();
  await painter.close();

  await openDailyWork(page);
  await editor(page).fill('Kept as typed');
  await page
    .getByTestId('image-upload-input')
    .setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
  await expect(toast(page, 'No text found')).toBeVisible({ timeout: 60_000 });
  await expect(editor(page)).toHaveValue(/^Kept as typed\n!\[image\]\(\/api\/attachments\/[0-9a-f-]{36}\)$/);
});

test('a session summary appears once it is generated', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'dwsum');
  // Automatic summaries off: a note added to a stopped session would otherwise ask for its summary
  // at once, and this journey shows the one asked for below arriving live.
  await autoSummariesOff(page);
  const now = new Date();
  const today = dayKey(now);
  const start = new Date(
    Math.max(
      new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime(),
      now.getTime() - 2 * 3600_000,
    ),
  );
  const end = new Date(Math.min(now.getTime(), start.getTime() + 3600_000));
  const created = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: start.toISOString(), endTime: end.toISOString(), isActive: false, date: today },
  });
  expect(created.status(), await created.text()).toBe(201);
  const record = (await created.json()) as { id: string };
  const note = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: {
      workRecordId: record.id,
      content:
        'Reviewed pull requests for the billing service. Fixed a flaky integration test. Planned the database migration.',
      timestamp: end.toISOString(),
    },
  });
  expect(note.status(), await note.text()).toBe(201);

  await openDailyWork(page);
  const panel = page.getByTestId('previous-sessions');
  await expect(panel.getByTestId('session-item-note').getByText(/Reviewed pull requests/)).toBeVisible();
  await expect(page.getByTestId('session-summary')).toHaveCount(0);

  const generate = await page.request.post(`/api/work-records/${today}/generate-summary`, {
    headers: sameOriginHeaders(),
    data: { regenerate: false },
  });
  expect(generate.status(), await generate.text()).toBe(202);
  await expect(panel.getByTestId('session-summary')).toBeVisible({ timeout: 60_000 });
  const stored = (await dayOf(page.request, today)).records[0].summary;
  expect(stored).not.toBeNull();
  await expect(panel.getByTestId('session-summary')).toContainText(stored!.subject);
  await screenshotAtWidths(page, 'daily-work-summary');

  // The overview lists the day's sessions with their summaries.
  await page.getByRole('button', { name: 'Daily overview' }).click();
  const overview = page.getByRole('dialog', { name: /Daily overview/ });
  await expect(overview.getByTestId('session-summary')).toContainText(stored!.subject);
  await screenshotAtWidths(page, 'daily-work-overview');
});

test('voice input needs a session, then adds the demo sentence; pen mode shows the canvas', async ({
  page,
}) => {
  // The demo is what a server without transcription and a browser without speech recognition
  // get: the server's capture diagnostic is answered as such a server's, and the API is removed.
  await page.route('**/api/diagnostic/capture', (route) =>
    route.fulfill({ json: { transcription: { engine: 'none' }, ocr: { engine: 'tesseract' } } }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await signedInUser(page, 'dwvoice');
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Voice input' }).click();
  await expect(toast(page, 'No active work session')).toBeVisible();
  await expect(page.getByText('Please start a work session before recording voice notes.')).toBeVisible();

  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();
  await page.getByRole('button', { name: 'Voice input (demo)' }).click();
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
  await expect(editor(page)).toHaveValue(
    '[Voice demo] Reviewed the project plan and agreed on the next steps with the team.',
    { timeout: 8000 },
  );

  await page.getByRole('button', { name: 'Pen input' }).click();
  const canvas = page.getByTestId('pen-canvas');
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.height).toBe(300);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 80);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 140, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 90, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await screenshotAtWidths(page, 'daily-work-pen');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Convert to text' })).toBeDisabled();
});

test('nothing typed is lost offline or on a server error, and Ctrl+A then Delete clears the draft', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // a reload, an offline spell and three refusals, each waited out
  await signedInUser(page, 'dwoffline');
  const today = dayKey(new Date());
  await openDailyWork(page);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByText('Session in progress')).toBeVisible();

  // Offline: the indicator says so; back online, the waiting text is sent.
  await context.setOffline(true);
  await editor(page).pressSequentially('Written on a train');
  await expect(page.getByTestId('sync-indicator')).toHaveText('Offline');
  await context.setOffline(false);
  await expect(page.getByTestId('sync-indicator')).toHaveText('Synced', { timeout: 10_000 });
  await expect.poll(() => draftOf(page.request, today)).toBe('Written on a train');

  // The server refuses drafts: the text stays, also across a reload, and is sent once it works again.
  await page.route('**/api/draft-notes', (route) =>
    route.fulfill({ status: 503, body: '{"statusCode":503,"message":"Down"}' }),
  );
  await editor(page).pressSequentially(' with bad wifi');
  await expect(page.getByTestId('sync-indicator')).toHaveText('Offline', { timeout: 15_000 });
  await page.reload();
  await expect(editor(page)).toHaveValue('Written on a train with bad wifi');
  await page.unroute('**/api/draft-notes');
  await expect
    .poll(() => draftOf(page.request, today), { timeout: 30_000 })
    .toBe('Written on a train with bad wifi');

  // Saving fails: the text stays in the editor.
  await page.route('**/api/work-notes', (route) =>
    route.fulfill({ status: 503, body: '{"statusCode":503,"message":"Down"}' }),
  );
  await page.getByRole('button', { name: 'Save Note' }).click();
  await expect(page.getByText('Failed to save note. Please try again.')).toBeVisible({ timeout: 15_000 });
  await expect(editor(page)).toHaveValue('Written on a train with bad wifi');
  await page.unroute('**/api/work-notes');

  // Select all, then Delete: the local copy and the server draft go.
  await editor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await expect(editor(page)).toHaveValue('');
  await expect.poll(() => draftOf(page.request, today)).toBeNull();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('unsaved_note_'))),
  ).toEqual([]);

  // The screen in another theme.
  await editor(page).fill('Themes use the palette of the chosen house.');
  const saved = await page.request.post('/api/user-settings', {
    headers: sameOriginHeaders(),
    data: { theme: 'slytherin' },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/theme-slytherin/);
  await expect(editor(page)).toHaveValue('Themes use the palette of the chosen house.');
  await screenshotAtWidths(page, 'daily-work-slytherin');
});
