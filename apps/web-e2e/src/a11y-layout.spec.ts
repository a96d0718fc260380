// Every screen of issue 17, with a week of realistic data (long notes, an unbroken link):
// axe-core finds no serious or critical violation in light or dark mode, and no screen scrolls
// sideways at 390, 820 or 1280 px. At 390 px every control is at least 44 px in both directions
// and every text at least 12 px, and no screen's load shifts its layout by 0.05 or more at any
// width (issue 33; support/layout-rules.ts). With UPDATE_SCREENSHOTS=1 it also writes the screenshots of
// docs/screenshots/ (light and dark, phone and desktop).
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dayKey, seedReport, seedWeek } from '../support/seed';
import { registerViaApi, newUser, sameOriginHeaders, signInViaForm, type TestUser } from '../support/users';
import { makeAdmin } from '../support/admin';
import {
  layoutShift,
  MAX_LAYOUT_SHIFT,
  recordLayoutShift,
  smallTargetsAndText,
  clippedLabels,
} from '../support/layout-rules';

interface Screen {
  name: string;
  /** Signed-out screens are visited without a session. */
  signedOut?: boolean;
  /** Only at phone width (the slide-in menu). */
  phoneOnly?: boolean;
  open: (page: Page) => Promise<void>;
}

const yesterday = () => {
  const d = new Date();
  return dayKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1));
};
const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 });

const SCREENS: Screen[] = [
  {
    name: 'sign-in',
    signedOut: true,
    open: async (page) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'register',
    signedOut: true,
    open: async (page) => {
      await page.goto('/auth/register');
      await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'daily-work',
    open: async (page) => {
      await page.goto('/daily-work');
      await heading(page, 'Daily Work');
      await expect(page.getByRole('region', { name: "This session's notes" })).toBeVisible();
    },
  },
  {
    name: 'daily-work-pen',
    open: async (page) => {
      await page.goto('/daily-work');
      await heading(page, 'Daily Work');
      await page.getByRole('button', { name: 'Pen input' }).click();
      await expect(page.getByTestId('pen-canvas')).toBeVisible();
    },
  },
  {
    name: 'stop-dialog',
    open: async (page) => {
      await page.goto('/daily-work');
      await heading(page, 'Daily Work');
      await page.getByRole('button', { name: 'Stop Session' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'sessions',
    open: async (page) => {
      await page.goto(`/daily-work?date=${yesterday()}`);
      await heading(page, 'Daily Work');
      await page.getByRole('button', { name: 'Sessions', exact: true }).click();
      await heading(page, 'Work Sessions');
      await expect(page.getByRole('list', { name: 'Sessions' }).locator(':scope > li')).toHaveCount(3);
    },
  },
  {
    name: 'past-session-form',
    open: async (page) => {
      await page.goto('/sessions');
      await heading(page, 'Work Sessions');
      await page.getByRole('button', { name: 'Add past session' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add past session' });
      await dialog.getByRole('button', { name: 'Add session' }).click();
      await expect(dialog.getByText('Enter the start time.')).toBeVisible();
    },
  },
  {
    name: 'report-time',
    open: async (page) => {
      await page.goto(`/reports?date=${yesterday()}`);
      await heading(page, 'AI Report');
      await page.getByRole('tab', { name: 'Time' }).click();
      await expect(page.getByTestId('time-total')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('time-heatmap')).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'calendar-month',
    open: async (page) => {
      await page.goto('/calendar');
      await heading(page, 'Calendar Overview');
      const month = page.getByRole('button', { name: /^(Month|Mo)$/ });
      await month.click();
      await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
      await expect(page.locator('.fc-day-total').first()).toBeAttached();
    },
  },
  {
    name: 'calendar-week',
    open: async (page) => {
      await page.goto('/calendar');
      await heading(page, 'Calendar Overview');
      await page.getByRole('button', { name: /^(Week|Wk)$/ }).click();
      await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
      await expect(page.locator('.fc-session-block').first()).toBeAttached();
    },
  },
  ...(['Summary', 'Key Insights', 'Notes'] as const).map((tab): Screen => ({
    name: `report-${tab.toLowerCase().replace(' ', '-')}`,
    open: async (page) => {
      await page.goto(`/reports?date=${yesterday()}`);
      await heading(page, 'AI Report');
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const content = { Summary: 'Session summaries', 'Key Insights': 'Key insights', Notes: 'Notes' }[tab];
      await expect(page.getByRole('list', { name: content })).toBeVisible({ timeout: 30_000 });
    },
  })),
  {
    name: 'search',
    open: async (page) => {
      await page.goto('/search');
      await heading(page, 'Search Your Work Diary');
      await page.getByRole('textbox', { name: 'Search term' }).fill('invoice');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText(/^Found \d+ results?/)).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'settings',
    open: async (page) => {
      await page.goto('/settings');
      await heading(page, 'Settings');
      await expect(page.getByLabel('Auto-save timeout')).toBeEnabled();
    },
  },
  {
    name: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await heading(page, 'Administration');
      await expect(page.getByRole('list', { name: 'Audit log' })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'phone-drawer',
    phoneOnly: true,
    open: async (page) => {
      await page.goto('/daily-work');
      await heading(page, 'Daily Work');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
];

const SHOTS = process.env.UPDATE_SCREENSHOTS === '1';
test.describe.configure({ timeout: SHOTS ? 600_000 : 300_000 });
const shotDir = join(__dirname, '..', '..', '..', 'docs', 'screenshots');
const PHONE = 390;

let user: TestUser;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const ctx = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: sameOriginHeaders(),
  });
  user = await registerViaApi(ctx.request, newUser('a11y'));
  makeAdmin(user.username);
  await seedWeek(ctx.request, { running: true });
  // Yesterday's sessions with their summaries and the day's report: the report tabs (and search
  // results of the summary kind) are checked with content.
  await seedReport(ctx.request, yesterday());
  // The search index fills from the diary's events: wait until it answers.
  await expect
    .poll(async () => ((await (await ctx.request.get('/api/search?q=invoice')).json()) as unknown[]).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await ctx.close();
});

interface Sweep {
  mode: 'light' | 'dark';
  width: number;
  /** Which screens axe checks (none when omitted). */
  axe?: (screen: Screen) => boolean;
  /** Measure sideways scrolling on every screen visited. */
  overflow?: boolean;
  /** Which screens are visited at all (default: all that fit the width). */
  only?: (screen: Screen) => boolean;
  /** Check the phone rules: targets at least 44 px, text at least 12 px. */
  touch?: boolean;
  /** Measure the layout shift of each screen's load. */
  shift?: boolean;
}

/**
 * Visits the screens in one signed-in and one signed-out browser context of the given width and
 * colour mode; returns one line per serious/critical axe violation and per sideways-scrolling screen.
 */
async function sweep(
  browser: Browser,
  { mode, width, axe, overflow, only, touch, shift }: Sweep,
): Promise<string[]> {
  const problems: string[] = [];
  const contexts: BrowserContext[] = [];
  const newPage = async (signedIn: boolean): Promise<Page> => {
    const ctx = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width, height: width < 640 ? 844 : 800 },
      colorScheme: mode,
    });
    contexts.push(ctx);
    await ctx.addInitScript((m) => {
      localStorage.setItem('colorMode', m);
      // No transitions: colours and sizes are final as soon as a screen shows.
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
        document.head.appendChild(style);
      });
    }, mode);
    const page = await ctx.newPage();
    if (shift) await recordLayoutShift(page);
    if (signedIn) {
      await signInViaForm(page, user);
      const res = await page.request.post('/api/user-settings', {
        data: { colorMode: mode },
        headers: sameOriginHeaders(),
      });
      expect(res.status()).toBe(200);
    }
    return page;
  };
  let inPage: Page | undefined;
  let outPage: Page | undefined;
  try {
    for (const screen of SCREENS) {
      if (screen.phoneOnly && width >= 640) continue;
      if (only && !only(screen)) continue;
      const page = screen.signedOut ? (outPage ??= await newPage(false)) : (inPage ??= await newPage(true));
      await screen.open(page);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
      if (overflow) {
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client + 1)
          problems.push(`${screen.name} @${width}: ${scroll}px wide in a ${client}px window`);
        for (const label of await clippedLabels(page))
          problems.push(`${screen.name} @${width}: label cut short: ${label}`);
      }
      if (shift) {
        // Late arrivals (data, fonts, a lazily loaded part) shift a screen after it first shows.
        await page.waitForTimeout(1000);
        const { total, sources } = await layoutShift(page);
        if (total >= MAX_LAYOUT_SHIFT)
          problems.push(`${screen.name} @${width}: layout shift ${total.toFixed(3)} (${sources.join(', ')})`);
      }
      if (touch) {
        const small = await smallTargetsAndText(page);
        for (const t of small.targets) problems.push(`${screen.name} @${width}: target under 44 px: ${t}`);
        for (const t of small.text) problems.push(`${screen.name} @${width}: text under 12 px: ${t}`);
      }
      if (axe?.(screen)) {
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
          problems.push(
            `${screen.name} @${width} ${mode}: ${v.id} (${v.impact}) ${v.help}\n    ` +
              v.nodes
                .slice(0, 4)
                .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
                .join('\n    '),
          );
      }
      if (SHOTS && (width === PHONE || width === 1280)) {
        mkdirSync(shotDir, { recursive: true });
        await page.screenshot({
          path: join(shotDir, `${screen.name}-${width < 640 ? 'phone' : 'desktop'}-${mode}.png`),
        });
      }
      await page.keyboard.press('Escape').catch(() => undefined);
    }
  } finally {
    for (const ctx of contexts) await ctx.close();
  }
  return problems;
}

const all = () => true;
const narrowOnly = (s: Screen) => SHOTS || !!s.phoneOnly || s.name === 'calendar-month';

// Colour contrast and names do not depend on the width: axe checks every screen at desktop width in
// both modes, and at phone width the screens that change there (the slide-in menu; the month
// calendar, whose days show compact totals below desktop width).
test('desktop, light: no serious or critical axe violation, no sideways scrolling, no layout shift', async ({
  browser,
}) => {
  const problems = await sweep(browser, {
    mode: 'light',
    width: 1280,
    axe: all,
    overflow: true,
    shift: true,
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('desktop, dark: no serious or critical axe violation', async ({ browser }) => {
  const problems = await sweep(browser, { mode: 'dark', width: 1280, axe: all });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('phone, light: no sideways scrolling, targets of 44 px, text of 12 px, no layout shift; the menu and the month calendar pass axe', async ({
  browser,
}) => {
  const problems = await sweep(browser, {
    mode: 'light',
    width: PHONE,
    overflow: true,
    axe: narrowOnly,
    touch: true,
    shift: true,
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('phone, dark: the menu and the month calendar pass axe', async ({ browser }) => {
  const problems = await sweep(browser, {
    mode: 'dark',
    width: PHONE,
    only: narrowOnly,
    axe: narrowOnly,
  });
  expect(problems, problems.join('\n')).toEqual([]);
});

test('tablet: no sideways scrolling, no layout shift; the month calendar passes axe', async ({ browser }) => {
  const problems = await sweep(browser, {
    mode: 'light',
    width: 820,
    overflow: true,
    shift: true,
    axe: (s) => s.name === 'calendar-month',
  });
  expect(problems, problems.join('\n')).toEqual([]);
});
