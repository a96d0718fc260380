// Your language and your formats (issue 49): a German browser signs up in German and sees its
// screens and dates in German; an en-GB browser sees 24-hour times and Monday-first weeks; French
// chosen in Settings shows at once and after a reload. Screenshots of Daily Work in each language
// go to docs/screenshots/daily-work-<language>.png.
import { test, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newUser, sameOriginHeaders, signedInUser } from '../support/users';

const SCREENSHOTS = join(__dirname, '..', '..', '..', 'docs', 'screenshots');
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

async function savedSettings(page: Page): Promise<Record<string, unknown>> {
  const res = await page.request.get('/api/user-settings');
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('signs up in German and sees German screens and German dates', async ({ page }) => {
    // Six screens, each with a generous first load.
    test.setTimeout(180_000);
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

    // The other main screens.
    const screens: [string, string, string[]][] = [
      ['/calendar', 'Kalenderübersicht', ['Calendar Overview', 'Month', 'Week', 'Today']],
      ['/sessions', 'Arbeitssitzungen', ['Work Sessions', 'Add past session']],
      ['/reports', 'KI-Bericht', ['AI Report', 'Key Insights']],
      ['/search', 'Dein Arbeitstagebuch durchsuchen', ['Search Your Work Diary']],
      [
        '/settings',
        'Einstellungen',
        ['Manage your diary, AI summaries and appearance', 'Language and formats'],
      ],
    ];
    for (const [path, heading, absent] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
      for (const english of absent) await expect(page.getByText(english, { exact: true })).toHaveCount(0);
      await expectNoRawKeys(page);
    }
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
  test.setTimeout(180_000);
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
