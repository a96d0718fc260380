// Search: the 3-character rule, skeletons while loading, a note and a summary found with the
// term highlighted, links to the right day, the empty state and the term kept in the address.
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, switchThemeViaApi, sameOriginHeaders } from '../support/users';

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const searchDate = (d: Date) =>
  d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

test('a search finds a note and a summary, and its link opens the right day', async ({ page }) => {
  await signedInUser(page, 'srch');
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 3);
  const date = dayKey(day);
  const word = `quokkaflux${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 4)}`;
  const note = `Calibrated the ${word} sensor array for the robotics lab. Also fixed the c++ build of the firmware.`;

  const rec = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: {
      startTime: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9).toISOString(),
      endTime: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10).toISOString(),
      isActive: false,
      date,
    },
  });
  expect(rec.status()).toBe(201);
  const { id } = (await rec.json()) as { id: string };
  const added = await page.request.post('/api/work-notes', {
    headers: sameOriginHeaders(),
    data: {
      workRecordId: id,
      content: note,
      timestamp: new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9, 30).toISOString(),
    },
  });
  expect(added.status()).toBe(201);
  expect(
    (
      await page.request.post(`/api/work-records/${date}/generate-summary`, {
        headers: sameOriginHeaders(),
        data: { regenerate: false },
      })
    ).status(),
  ).toBe(202);

  // Indexing is asynchronous: wait until both the note and the summary are searchable.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/search?q=${word}`);
        const list = (await res.json()) as { type: string }[];
        return list
          .map((r) => r.type)
          .sort()
          .join(',');
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBe('note,summary');
  const results = (await (await page.request.get(`/api/search?q=${word}`)).json()) as {
    type: string;
    subject?: string;
  }[];
  const subject = results.find((r) => r.type === 'summary')?.subject ?? '';

  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Search Your Work Diary' })).toBeVisible();
  const input = page.getByLabel('Search term');
  const submit = page.getByRole('button', { name: 'Search', exact: true });

  // Too short: the button is disabled and Enter explains why beside the box, without a toast.
  await input.fill('  ab ');
  await expect(submit).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByText('Please enter at least 3 characters to search')).toHaveCount(1);
  await expect(page.getByText('Please enter at least 3 characters to search')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Search term too short'),
  ).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);

  // Three skeleton cards while the server answers (the answer is held back until they are seen;
  // typing may already have sent the term before the button is pressed).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/search?*', async (route) => {
    await held;
    await route.continue();
  });
  await input.fill(word.toUpperCase());
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId('search-skeleton')).toHaveCount(3);
  release();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word.toUpperCase()}$`));
  await expect(page.getByText('Found 2 results')).toBeVisible();
  await page.unroute('**/api/search?*');

  const cards = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const noteCard = cards.filter({ hasText: 'Note from' });
  const summaryCard = cards.filter({ has: page.getByText('Summary', { exact: true }) });
  await expect(noteCard.getByRole('heading', { name: `Note from ${searchDate(day)}` })).toBeVisible();
  await expect(noteCard.getByText('Note', { exact: true })).toBeVisible();
  await expect(noteCard.getByText(searchDate(day), { exact: true })).toBeVisible();
  await expect(noteCard.locator('mark').first()).toHaveText(word);
  await expect(summaryCard.getByRole('heading', { name: subject })).toBeVisible();
  await expect(summaryCard.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
  await screenshotAtWidths(page, 'search-results');

  // The term is text, not a pattern.
  await input.fill('c++ build');
  await submit.click();
  await expect(page.getByText(/^Found \d+ results?$/)).toBeVisible();
  await expect(noteCard.locator('mark', { hasText: 'c++ build' })).toBeVisible();

  // Nothing found.
  await input.fill('zzqxv nothing here');
  await input.press('Enter');
  await expect(page.getByText('No results found for "zzqxv nothing here"')).toBeVisible();
  await screenshotAtWidths(page, 'search-empty');

  // Back returns to the previous term and its (cached) results.
  await page.goBack();
  await expect(input).toHaveValue('c++ build');
  await page.goBack();
  await expect(input).toHaveValue(word.toUpperCase());
  await expect(page.getByText('Found 2 results')).toBeVisible();

  // The clear button empties the box.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(input).toHaveValue('');
  await page.goBack();

  // 'View in diary' opens that day's Daily Work at the note.
  await noteCard.getByRole('link', { name: /^View in diary/ }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-work\\?date=${date}&note=[0-9a-f-]{36}$`));
  await expect(page.getByText(longDate(day)).first()).toBeVisible();

  // Another theme.
  await page.goto(`/search?q=${word}`);
  await switchThemeViaApi(page, 'hagworts');
  await expect(page.getByText('Found 2 results')).toBeVisible();
  await screenshotAtWidths(page, 'search-results-hagworts');
});
