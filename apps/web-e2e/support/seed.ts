// A week of realistic diary data for a user, through the public API: two or three sessions a
// day with notes of every length (a long paragraph, an unbroken link, a list), and one running
// session today when asked.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sameOriginHeaders } from './users';

export const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** `minutes` ago, or today's local midnight when that is later (a session that stays on today). */
export const sinceToday = (minutes: number) =>
  new Date(Math.max(Date.now() - minutes * 60_000, new Date().setHours(0, 0, 0, 0)));

/** Yesterday at local midnight. */
export const yesterday = () => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);
};

/** The instant h:m of the local day `d`, as ISO text. */
export const at = (d: Date, h: number, m = 0) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate(), h, m).toISOString();

/** A stopped session of `day`, 9:00 to 10:00, with these notes; gives its id. */
export async function addSession(request: APIRequestContext, day: Date, notes: string[]): Promise<string> {
  const res = await request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: at(day, 9), endTime: at(day, 10), isActive: false, date: dayKey(day) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const record = (await res.json()) as { id: string };
  for (const [i, content] of notes.entries()) {
    const note = await request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: record.id, content, timestamp: at(day, 9, 5 + i) },
    });
    expect(note.status(), await note.text()).toBe(201);
  }
  return record.id;
}

/** Daily Work of `date`, once its heading shows (a loaded machine's first page can take 30 s). */
export async function openDay(page: Page, date: string): Promise<void> {
  await page.goto(`/daily-work?date=${date}`);
  await expect(page.getByRole('heading', { name: 'Daily Work', level: 1 })).toBeVisible({ timeout: 60_000 });
}

const LONG_NOTE =
  'Spent the morning untangling the invoice export: the CSV writer escaped quotes twice, so totals with ' +
  'a thousands separator broke the import on the finance side. Wrote a failing test first, then moved ' +
  'the escaping into one helper and removed the second pass. Checked the three customers who reported ' +
  'it; their exports now open cleanly in LibreOffice and Excel. Left a note for Dana about the old ' +
  'files that were already sent, since re-sending them needs her approval and a short explanation.';
const UNBROKEN =
  'Reference: https://example.com/tickets/PAYMENTS-4821/attachments/' +
  'x'.repeat(140) +
  '/screenshot-final.png';
const NOTES = [
  [LONG_NOTE],
  ['Standup, then code review of the retry queue.', UNBROKEN],
  ['- migrated the search index\n- fixed the flaky checkout test\n- paired with Sam on onboarding docs'],
];

async function post(request: APIRequestContext, url: string, data: object): Promise<{ id: string }> {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Seven days of sessions ending yesterday (plus today when `today`), each with notes. */
export async function seedWeek(
  request: APIRequestContext,
  { today = true, running = false }: { today?: boolean; running?: boolean } = {},
): Promise<void> {
  const now = new Date();
  for (let back = today && !running && now.getHours() >= 9 ? 0 : 1; back <= 7; back++) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    const at = (h: number, m: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate(), h, m, 0);
    const spans: [number, number, number, number][] =
      back === 0
        ? [[7, 0, 7, 45]]
        : [
            [9, 15, 11, 45],
            [13, 0, 14, 30],
            [15, 0, 16, 10],
          ];
    for (const [i, [h1, m1, h2, m2]] of spans.entries()) {
      const record = await post(request, '/api/work-records', {
        startTime: at(h1, m1).toISOString(),
        endTime: at(h2, m2).toISOString(),
        isActive: false,
        date: dayKey(day),
      });
      for (const [j, content] of NOTES[(i + back) % NOTES.length].entries())
        await post(request, '/api/work-notes', {
          workRecordId: record.id,
          content,
          timestamp: at(h1, m1 + 5 + j).toISOString(),
        });
    }
  }
  if (running)
    await post(request, '/api/work-records', {
      startTime: new Date(Date.now() - 65 * 60_000).toISOString(),
      endTime: null,
      isActive: true,
      date: dayKey(now),
    });
}

/** Summaries of every session of `date` and its daily report (the offline writer), waited for. */
export async function seedReport(
  request: APIRequestContext,
  date: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const queued = await request.post(`/api/work-records/${date}/generate-summary`, {
    headers,
    data: { regenerate: false },
  });
  expect(queued.status(), await queued.text()).toBe(202);
  await expect
    .poll(
      async () => ((await (await request.get(`/api/reports/${date}`)).json()) as { status: string }).status,
      {
        timeout: 60_000,
      },
    )
    .toBe('completed');
}
