// Your language and your formats (issue 49): a German browser signs up in German and sees its
// screens and dates in German; an en-GB browser sees 24-hour times and Monday-first weeks; French
// chosen in Settings shows at once and after a reload. Screenshots of Daily Work in each language
// go to docs/screenshots/daily-work-<language>.png (UPDATE_SCREENSHOTS=1).
import { test, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newUser, sameOriginHeaders, signedInUser } from '../support/users';

// Into docs/screenshots/ with UPDATE_SCREENSHOTS=1, else beside the other artifacts.
const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(__dirname, '..', '..', '..', 'docs', 'screenshots')
    : join(__dirname, '..', 'artifacts');
const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Every nested key of the English files ('shell.signOut'): none may be left on screen as text. */
const LOCALES = join(__dirname, '..', '..', 'web', 'src', 'locales', 'en');
function nestedKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? nestedKeys(v as Record<string, unknown>, `${prefix}${k}.`)
      : prefix
        ? [`${prefix}${k}`]
        : [],
  );
}
const RAW_KEYS = readdirSync(LOCALES).flatMap((f) =>
  nestedKeys(JSON.parse(readFileSync(join(LOCALES, f), 'utf8')) as Record<string, unknown>).map((k) =>
    k.replace(/_(one|other)$/, ''),
  ),
);

// A key as a whole word: the webhook card's event names ("session.started") are not the key
// "session.start".
const wholeKey = (key: string) =>
  new RegExp(`(?:^|[^\\w.])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\w.])`);

async function expectNoRawKeys(page: Page) {
  const text = await page.locator('body').innerText();
  expect(RAW_KEYS.filter((key) => wholeKey(key).test(text))).toEqual([]);
}

// The English of each main screen's labels and buttons (the spec's texts). Words that German
// writes the same ("Tags", "Offline", "Webhooks", "Download") or that are German words too
// ("Tag") are left out: they would be found in correct German.
const FRAME_LABELS = [
  'Daily Work',
  'Calendar',
  'Reports',
  'Search',
  'Settings',
  'New Session',
  'Skip to content',
  'Free Plan',
  'Upgrade to Pro',
  'Search notes and summaries...',
] as const;
const SCREEN_LABELS = {
  dailyWork: [
    'Track your daily tasks and activities',
    'Start Session',
    'No active session',
    'Save Note',
    'Previous sessions',
    'Daily overview',
    'AI Report',
    'Sessions',
    'Keyboard',
    'Pen',
    'Dictate',
    'Image to text',
    'Preview',
    'Activity',
    'Work notes',
    'Previous day',
    'Next day',
  ],
  calendar: ['Calendar Overview', 'Month', 'Week', 'Day', 'Today'],
  sessions: ['Work Sessions', 'Add past session'],
  search: ['Search Your Work Diary', 'Any tag', 'Ask your diary'],
  timesheet: [
    'Timesheet',
    'This week',
    'By client',
    'By project',
    'Download CSV',
    'Print',
    'All clients',
    'All projects',
    'Client',
    'Project',
    'Date',
    'Description',
    'Total',
    'Tracked',
    'Billed',
    'Previous week',
    'Next week',
  ],
  settings: [
    'Manage your diary, AI summaries and appearance',
    'Language and formats',
    'Save Settings',
    'Projects',
    'Billing and target hours',
    'Colour mode',
    'Weekly review',
    'Add webhook',
    'Auto-save timeout',
    'Workdays',
  ],
  trash: ['Trash', 'Empty trash', 'Restore', 'Deleted notes and sessions'],
  reports: {
    summary: ['AI Report', 'Summary', 'Key Insights', 'Notes', 'Time', 'Report Overview', 'No summaries yet'],
    insights: ['Key insights', 'No key insights yet'],
    notes: ['No notes for this day'],
    time: [
      'By day',
      'By project',
      'Weekly review',
      'Weeks against target',
      'Download CSV',
      'Days with work',
      'Worked',
      'Target',
      'Difference',
      'Week',
      'Month',
    ],
  },
} as const;

/**
 * Which of `labels` the page still shows, as whole words (case as written), in its text or in the
 * names and hints it gives (aria-label, title, placeholder); `text` is all of it.
 */
async function englishLeft(page: Page, labels: readonly string[]) {
  const text = await page.evaluate(() => {
    const named = Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]')).flatMap(
      (el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...named].join('\n');
  });
  const word = (label: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
  return { text, labels: [...new Set(labels)].filter((l) => word(l).test(text)) };
}

async function savedSettings(page: Page): Promise<Record<string, unknown>> {
  const res = await page.request.get('/api/user-settings');
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('signs up in German and sees German screens and German dates', async ({ page }) => {
    // Twelve screens and tabs, each with a generous first load.
    test.setTimeout(420_000);
    const user = newUser('de');
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Create your account')).toHaveCount(0);
    await page.getByLabel('Benutzername').fill(user.username);
    await page.getByLabel('E-Mail').fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(user.password);
    await page.getByLabel('Passwort bestätigen').fill(user.password);
    await expectNoRawKeys(page);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    // Daily Work in German, its date written the German way.
    await expect(page).toHaveURL(/\/daily-work/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Tagesarbeit' })).toBeVisible({
      timeout: 30_000,
    });
    const today = new Date().toLocaleDateString('de-DE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await expect(page.getByRole('button', { name: new RegExp(today) }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sitzung starten' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notiz speichern' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const label of ['Kalender', 'Tagesarbeit', 'Berichte', 'Einstellungen'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    for (const english of ['Daily Work', 'Start Session', 'Save Note', 'Previous sessions', 'New Session'])
      await expect(page.getByText(english, { exact: true })).toHaveCount(0);
    await expectNoRawKeys(page);
    // The browser's language was kept on the server at the first sign-in.
    expect(await savedSettings(page)).toMatchObject({ language: 'de' });

    // Every main screen: no English label of it left (the list below, whole words, in the text
    // and in the names a screen reader reads) and no raw key. All that is left is gathered and
    // reported at once, screen by screen, so one run says everything that still needs German.
    const left: Record<string, string[]> = {};
    const tour = async (screen: string, labels: readonly string[]) => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      // The screen's data and lazy parts come after its heading (a polling screen never goes
      // quiet, so a few seconds at most).
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const found = await englishLeft(page, [...FRAME_LABELS, ...labels]);
      const keys = RAW_KEYS.filter((key) => wholeKey(key).test(found.text));
      if (found.labels.length || keys.length)
        left[screen] = [...found.labels, ...keys.map((k) => `raw key ${k}`)];
    };
    await tour('Daily Work', SCREEN_LABELS.dailyWork);
    for (const [path, screen, labels] of [
      ['/calendar', 'Calendar', SCREEN_LABELS.calendar],
      ['/sessions', 'Sessions', SCREEN_LABELS.sessions],
      ['/search', 'Search', SCREEN_LABELS.search],
      ['/timesheet', 'Timesheet', SCREEN_LABELS.timesheet],
      ['/settings', 'Settings', SCREEN_LABELS.settings],
      ['/trash', 'Trash', SCREEN_LABELS.trash],
    ] as const) {
      await page.goto(path);
      await tour(screen, labels);
    }
    await page.goto('/reports');
    for (const tab of ['summary', 'insights', 'notes', 'time'] as const) {
      await page.locator(`#report-tab-${tab}`).click();
      await expect(page.locator(`#report-panel-${tab}`)).toBeVisible({ timeout: 30_000 });
      await tour(`Reports, ${tab} tab`, SCREEN_LABELS.reports[tab]);
    }
    expect(left, 'English labels or raw keys left on the German screens').toEqual({});

    // The calendar's own texts and dates in German.
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kalenderübersicht' })).toBeVisible({
      timeout: 30_000,
    });
    for (const name of ['Monat', 'Woche', 'Tag', 'Heute'])
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    const month = new Date().toLocaleDateString('de-DE', { month: 'long', year: 'numeric' });
    await expect(page.locator('.fc-toolbar-title')).toHaveText(month);
  });
});

test.describe('an en-GB browser', () => {
  test.use({ locale: 'en-GB' });

  test('sees 24-hour times and weeks that start on Monday', async ({ page }) => {
    await signedInUser(page, 'gb');
    const now = new Date();
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 14, 0, 0);
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 15, 30, 0);
    const res = await page.request.post('/api/work-records', {
      headers: sameOriginHeaders(),
      data: {
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        isActive: false,
        date: dayKey(now),
      },
    });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar Overview' })).toBeVisible({ timeout: 30_000 });
    // Month view: the first column is Monday.
    await expect(page.locator('.fc-col-header-cell').first()).toHaveText(/^Mon/);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const firstDay = await page.locator('.fc-col-header-cell[data-date]').first().getAttribute('data-date');
    expect(new Date(`${firstDay}T12:00:00`).getDay()).toBe(1);
    // The block and the hour axis on a 24-hour clock.
    const block = page.locator('.fc-session-block').first();
    await expect(block).toContainText('14:00 – 15:30');
    await expect(page.locator('.fc-timegrid-slot-label[data-time="14:00:00"]').first()).toHaveText('14:00');
    await expect(page.locator('body')).not.toContainText(/\b\d{1,2}:\d{2} ?[AP]M\b/);

    // The date picker's weeks start on Monday too.
    await page.getByRole('button', { name: /^Choose date/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a date' });
    await expect(picker).toBeVisible();
    await expect(picker.locator('.MuiDayCalendar-weekDayLabel').first()).toHaveText(/^M/);

    // Daily Work's clock too.
    await page.keyboard.press('Escape');
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: 'Work Sessions' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('from 14:00')).toBeVisible();
  });
});

test('French chosen in Settings shows at once and after a reload', async ({ page }) => {
  // Settings, a reload and Daily Work, each a first load on a shared machine.
  test.setTimeout(180_000);
  await signedInUser(page, 'fr');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 30_000 });
  await page.locator('#ui-language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  // At once, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Calendrier' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Langue et formats' })).toBeVisible();
  await expect.poll(async () => (await savedSettings(page)).language).toBe('fr');
  // And after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/daily-work');
  await expect(page.getByRole('heading', { level: 1, name: 'Travail du jour' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Démarrer une session' })).toBeVisible();
  await expectNoRawKeys(page);
});

test('Daily Work in each language (screenshots)', async ({ page }) => {
  // Six full page loads of Daily Work.
  test.setTimeout(360_000);
  await signedInUser(page, 'shots');
  const titles: Record<string, string> = {
    en: 'Daily Work',
    de: 'Tagesarbeit',
    fr: 'Travail du jour',
    es: 'Trabajo diario',
    'pt-BR': 'Trabalho do dia',
    ja: '今日の作業',
  };
  for (const [language, title] of Object.entries(titles)) {
    const res = await page.request.post('/api/user-settings', {
      headers: sameOriginHeaders(),
      data: { language },
    });
    expect(res.status(), await res.text()).toBe(200);
    await page.goto('/daily-work');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expectNoRawKeys(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCREENSHOTS, `daily-work-${language}.png`) });
  }
});
