// The Daily Work preview the gateway may draw into the page (apps/gateway/src/spa/day-preview.ts):
// the day's first notes, static and inert, above the app until the Daily Work screen shows the
// day itself. It lies over the app (position: absolute), so taking it away moves nothing that the
// app laid out. Its data block says whose session the server saw, so a browser that holds a live
// cookie but no stored sign-in state does not pass through the sign-in page first.
import { isDayKey } from '@diary/contracts';

export interface DayPreviewData {
  userId: string;
  username: string;
  date: string;
}

const PREVIEW_ID = 'day-preview';
/** The longest the preview stays once the app runs, whatever happens to the screen. */
export const DAY_PREVIEW_MAX_MS = 30_000;
const DATA_ID = 'day-preview-data';

/** The preview's data, or null when the page came without one (or with a broken one). */
export function readDayPreview(doc: Document = document): DayPreviewData | null {
  const block = doc.getElementById(DATA_ID);
  if (!block?.textContent) return null;
  try {
    const data = JSON.parse(block.textContent) as Partial<DayPreviewData>;
    return typeof data.userId === 'string' && typeof data.username === 'string' && isDayKey(data.date)
      ? { userId: data.userId, username: data.username, date: data.date }
      : null;
  } catch {
    return null;
  }
}

/** Whether the page still shows the preview. */
export const hasDayPreview = (doc: Document = document) => doc.getElementById(PREVIEW_ID) !== null;

/** Takes the preview away (the live screen shows the day, or the app went elsewhere). */
export function dropDayPreview(doc: Document = document): void {
  doc.getElementById(PREVIEW_ID)?.remove();
  doc.getElementById(DATA_ID)?.remove();
}
