// The layout sweep's measured rules (issue 33), run in the page: touch targets of at least 44 px
// and text of at least 12 px on phone widths, and the layout shift of a screen's load.
import type { Page } from '@playwright/test';

export const MIN_TARGET_PX = 44;
export const MIN_TEXT_PX = 12;
export const MAX_LAYOUT_SHIFT = 0.05;

/**
 * Starts adding up the page's layout shifts (those not caused by the user's input within 500 ms,
 * as the Cumulative Layout Shift metric counts them) from the first paint of every document.
 * Call before the first navigation; read with layoutShift().
 */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShifts: string[] };
    w.__layoutShift = 0;
    w.__layoutShifts = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          w.__layoutShift += entry.value;
          const node = entry.sources?.[0]?.node;
          const el = node instanceof Element ? node : node?.parentElement;
          w.__layoutShifts.push(
            `${entry.value.toFixed(3)} ${el ? `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 3).join('.')}` : '?'}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      /* no layout-shift entries in this browser */
    }
  });
}

/** The layout shift so far on the current document, and its largest sources. */
export async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __layoutShift?: number; __layoutShifts?: string[] };
    return { total: w.__layoutShift ?? 0, sources: (w.__layoutShifts ?? []).slice(0, 5) };
  });
}

/**
 * Interactive elements smaller than 44 × 44 px and visible text smaller than 12 px, one line each
 * (at most `limit` of each). A control's target is what a finger hits: a text field's whole box,
 * a check box's round button. Exempt, as WCAG 2.5.8 exempts them: links inside a sentence, and
 * calendar events, whose height is their duration.
 */
export async function smallTargetsAndText(
  page: Page,
  limit = 8,
): Promise<{ targets: string[]; text: string[] }> {
  return page.evaluate(
    ({ minTarget, minText, limit }) => {
      const describe = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ||
          (el as HTMLElement).innerText?.trim().split('\n')[0] ||
          el.getAttribute('title') ||
          el.getAttribute('name') ||
          '';
        const cls = Array.from(el.classList)
          .filter((c) => !c.startsWith('css-'))
          .slice(0, 2)
          .join('.');
        return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${label.slice(0, 30)}"`;
      };
      const shown = (el: Element) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false;
        // Off-screen helpers (a skip link before it has focus) are not targets yet.
        if (r.right <= 0 || r.bottom <= 0 || r.left >= document.documentElement.scrollWidth) return false;
        return !el.closest('[aria-hidden="true"], [inert]');
      };
      const targets: string[] = [];
      const seen = new Set<Element>();
      const selector = [
        'button',
        'a[href]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[role="button"]',
        '[role="tab"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="radio"]',
        '[role="option"]',
        '[role="menuitem"]',
        '[role="combobox"]',
        'summary',
      ].join(',');
      for (const el of Array.from(document.querySelectorAll(selector))) {
        // The area a finger hits: the field's box, the check box's or switch's button.
        const target =
          el.closest('.MuiInputBase-root, .MuiCheckbox-root, .MuiRadio-root, .MuiSwitch-switchBase') ?? el;
        if (seen.has(target)) continue;
        seen.add(target);
        if (el.closest('.fc-event')) continue;
        if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
          const block = el.parentElement?.closest('p, li, td, span, div');
          if (block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
        }
        const visibleOne = el instanceof HTMLInputElement && target !== el ? target : el;
        if (!shown(visibleOne)) continue;
        const r = target.getBoundingClientRect();
        if (r.height < minTarget - 0.5 || r.width < minTarget - 0.5)
          targets.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      const text: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const textSeen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const el = node.parentElement;
        if (!el || textSeen.has(el)) continue;
        textSeen.add(el);
        if (el.closest('script, style, noscript, title')) continue;
        if (!shown(el)) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size < minText - 0.01) text.push(`${describe(el)} ${size}px`);
      }
      return { targets: targets.slice(0, limit), text: text.slice(0, limit) };
    },
    { minTarget: MIN_TARGET_PX, minText: MIN_TEXT_PX, limit },
  );
}

/**
 * Field labels cut short (an ellipsis instead of the whole label), one line each: a label must fit,
 * or be shortened (issue 52: "Project for the next …").
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('label, legend'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || el.closest('[aria-hidden="true"], [inert]')) return false;
        return el.scrollWidth > el.clientWidth + 0.5;
      })
      .map(
        (el) => `"${(el.textContent ?? '').trim().slice(0, 40)}" ${el.clientWidth}px of ${el.scrollWidth}px`,
      ),
  );
}

/** Buttons and links that lie under the toast shown now (none may: issue 52). */
export async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('section[aria-label="Notifications"] [role="status"]');
    if (!toast) return [];
    const r = toast.getBoundingClientRect();
    return Array.from(document.querySelectorAll('button, a[href], [role="button"]'))
      .filter((el) => !toast.contains(el) && !el.closest('[aria-hidden="true"], [inert]'))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        if (b.width < 1 || b.height < 1) return false;
        return b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
      })
      .map((el) => el.getAttribute('aria-label') || (el as HTMLElement).innerText.trim().slice(0, 30));
  });
}
