// A new user's first week, round two (issue 33): each journey is one defect they hit, walked
// the way they walked it. The theme's unsaved state, the registration form's reasons, tags in
// past sessions and edits, search's too-short term, a reset link opened while signed in, and the
// daily overview's notes.
import { openSettings } from '../support/open-screen';
import { test, expect, type Page } from '@playwright/test';
import { makeAdmin } from '../support/admin';
import {
  autoSummariesOff,
  newUser,
  registerViaApi,
  sameOriginHeaders,
  signInViaForm,
  signedInUser,
} from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

/** A finished session today with the given notes, through the API. */
async function addSession(page: Page, from: number, to: number, notes: string[]): Promise<void> {
  const now = new Date();
  const at = (h: number, m = 0) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, m).toISOString();
  const rec = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: at(from), endTime: at(to), isActive: false, date: dayKey(now) },
  });
  expect(rec.status()).toBe(201);
  const { id } = (await rec.json()) as { id: string };
  for (const [i, content] of notes.entries()) {
    const added = await page.request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: id, content, timestamp: at(from, i + 1) },
    });
    expect(added.status()).toBe(201);
  }
}

test('a theme picked but not saved says so on the card, and leaving asks first', async ({ page }) => {
  await signedInUser(page, 'unsaved');
  await openSettings(page);
  const card = page.getByRole('region', { name: 'Theme Settings' });
  await expect(card.getByText(/Not saved yet/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Hufflepuff theme' }).click();
  await expect(card.getByText(/Not saved yet/)).toBeVisible();

  // Another screen of the app: a dialog asks; Stay keeps the page and the theme.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.locator('html')).toHaveClass(/theme-hufflepuff/);

  // Save on the card keeps it; leaving then asks nothing.
  await card.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings Saved' })).toBeVisible();
  await expect(card.getByText(/Not saved yet/)).toHaveCount(0);
  expect((await (await page.request.get('/api/user-settings')).json()).theme).toBe('hufflepuff');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toHaveCount(0);
});

test("registration shows the server's reason on its field, and refuses an address the server would", async ({
  page,
}) => {
  const user = newUser('common');
  await page.goto('/auth/register');
  await page.getByLabel('Username').fill(user.username);
  // The form's e-mail rule is the server's: no request leaves for "mara@example".
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/register')) sent++;
  });
  await page.getByLabel('Email').fill('mara@example');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm Password').fill('password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(sent).toBe(0);

  // A common password: the spec's toast, and the server's sentence under the password.
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toBeVisible();
  await expect(page.locator('#field-password-helper-text')).toHaveText(
    'This password is one of the most common passwords. Please choose another.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(1);
});

test('a past session is added with its tags, and a tags-only edit says "Tags updated"', async ({ page }) => {
  await signedInUser(page, 'sestag');
  const today = new Date();
  await page.goto('/sessions');
  await expect(page.getByRole('heading', { name: 'Work Sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add past session' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add past session' });
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('End time').fill('10:00');
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Meetings');
  await tags.press('Enter');
  // Enter on a tag that is already there empties the box, so the next one stands alone.
  await tags.fill('meetings');
  await tags.press('Enter');
  await expect(tags).toHaveValue('');
  await tags.fill('auth');
  await tags.press('Enter');
  await dialog.getByRole('button', { name: 'Add session' }).click();
  await expect(toast(page, 'Session created')).toBeVisible();
  const day = await (await page.request.get(`/api/work-records/${dayKey(today)}`)).json();
  expect(day.records[0].tags).toEqual(['meetings', 'auth']);

  const row = page.getByRole('listitem', { name: 'Session 9:00 AM – 10:00 AM' });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Session' });
  const editTags = edit.getByRole('combobox', { name: 'Tags' });
  await editTags.fill('review');
  await editTags.press('Enter');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Tags updated')).toBeVisible();
  await expect(toast(page, 'Times updated')).toHaveCount(0);
});

test('a password-reset link opened while signed in shows the reset page, then signs this browser out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await registerViaApi(page.context().request, newUser('radm'));
  makeAdmin(admin.username);
  await page.context().clearCookies();
  await signInViaForm(page, admin);
  // The member registers (and so is signed in) in their own browser.
  const memberContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = await registerViaApi(memberContext.request, newUser('rmem'));
  const users = (await (await page.request.get('/api/admin/users')).json()) as {
    id: string;
    username: string;
  }[];
  const id = users.find((u) => u.username === member.username)?.id;
  const link = await page.request.post(`/api/admin/users/${id}/password-reset`, {
    headers: sameOriginHeaders(),
  });
  expect(link.status(), await link.text()).toBe(201);
  const { url } = (await link.json()) as { url: string };

  const memberPage = await memberContext.newPage();
  await memberPage.goto('/daily-work');
  await expect(memberPage.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await memberPage.goto(url);
  await expect(memberPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(memberPage.getByTestId('reset-signed-in')).toContainText(`signed in as ${member.username}`);
  await memberPage.getByLabel('New Password', { exact: true }).fill('another brand new passphrase');
  await memberPage.getByLabel('Confirm Password', { exact: true }).fill('another brand new passphrase');
  await memberPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(memberPage).toHaveURL(/\/auth\/login/);
  await signInViaForm(memberPage, { ...member, password: 'another brand new passphrase' });
  await memberContext.close();
});

test('a two-character term after a search shows its hint alone, without the previous results', async ({
  page,
}) => {
  await signedInUser(page, 'short');
  // Automatic summaries off: the note is then the one result (a summary would be found too).
  await autoSummariesOff(page);
  const word = `wombatique${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;
  await addSession(page, 8, 9, [`Tuned the ${word} pipeline.`]);
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/search?q=${word}`)).json()) as unknown[]).length,
      {
        timeout: 45_000,
      },
    )
    .toBe(1);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByText('Found 1 result')).toBeVisible();
  const input = page.getByLabel('Search term');
  await input.fill('ab');
  await input.press('Enter');
  await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
  await expect(page.getByText('Found 1 result')).toHaveCount(0);
  // Typing again brings the term's results back.
  await input.fill(word);
  await expect(page.getByText('Found 1 result')).toBeVisible();
});

test('the daily overview shows whole notes, and the previous sessions panel clips nothing', async ({
  page,
}) => {
  await signedInUser(page, 'ovw');
  const long = [
    'Standup at 9:30.',
    'Planned the release.',
    'Paired with Dana.',
    'Call with the client at 15:00.',
    'Wrote the minutes.',
  ].join('\n');
  await addSession(page, 8, 9, [long]);
  await addSession(page, 9, 10, ['Reviewed the invoice export and its tests with the team.']);
  await addSession(page, 10, 11, ['Fixed the flaky timer journey.', 'Another note.']);
  await page.goto('/daily-work');
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 30_000 });

  // The panel shows every finished session without an inner scroll box cutting them off.
  const panel = page.getByTestId('previous-sessions');
  await expect(panel.locator(':scope > li')).toHaveCount(3);
  const clipped = await panel.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(clipped).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Daily overview' }).click();
  const overview = page.getByRole('dialog', { name: /Daily overview/ });
  const note = overview.getByTestId('session-item-note').filter({ hasText: 'Standup at 9:30.' });
  await expect(note).toContainText('Wrote the minutes.');
  // Not cut to three lines (which ended a line with "15:00.…").
  const cut = await note.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(cut).toBeLessThanOrEqual(1);
});
