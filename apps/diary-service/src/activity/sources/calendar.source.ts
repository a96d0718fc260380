// A calendar published as an ICS address (Google, Outlook, Fastmail…), parsed with node-ical: the
// day's events, recurring ones expanded (each occurrence where its own time zone puts it, moved or
// cancelled occurrences honoured) and shown on the user's day in the user's zone.
import ical, { type VEvent } from 'node-ical';
import type { ActivityItem } from '@diary/contracts';
import { ActivitySource, DayWindow, OpenedConnection, SourceProblem, itemId } from './activity-source';
import { problemForError, problemForStatus } from './http-problem';

const SERVICE = 'The calendar';
/** Larger files are refused: a published calendar of ten busy years is a few MB. */
export const CALENDAR_MAX_BYTES = 10 * 1024 * 1024;
const DAY_MS = 86_400_000;

export const calendarSource: ActivitySource = async (connection, day, fetch) => {
  const text = await download(connection.secret, fetch);
  let parsed: ical.CalendarResponse;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    throw new SourceProblem(`${SERVICE}'s address did not answer with a calendar (ICS) file.`);
  }
  const events = Object.values(parsed).filter((c): c is VEvent => c.type === 'VEVENT');
  if (!text.includes('BEGIN:VCALENDAR')) {
    throw new SourceProblem(`${SERVICE}'s address did not answer with a calendar (ICS) file.`);
  }
  return events.flatMap((event) => occurrences(event, day).map((o) => toItem(event, o, connection, day)));
};

async function download(url: string, fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: 'text/calendar, */*' } });
  } catch (err) {
    throw problemForError(SERVICE, err);
  }
  if (!res.ok) throw problemForStatus(SERVICE, res.status, res.headers);
  const length = Number(res.headers.get('content-length'));
  if (length > CALENDAR_MAX_BYTES)
    throw new SourceProblem(`${SERVICE} is larger than 10 MB; publish a shorter one.`);
  const body = await res.arrayBuffer();
  if (body.byteLength > CALENDAR_MAX_BYTES)
    throw new SourceProblem(`${SERVICE} is larger than 10 MB; publish a shorter one.`);
  return new TextDecoder().decode(body);
}

interface Occurrence {
  /** The original start of the occurrence (its RECURRENCE-ID), the same however it was moved. */
  key: string;
  start: Date;
  end: Date;
  allDay: boolean;
  summary: string;
  url?: string;
}

const isAllDay = (e: Pick<VEvent, 'datetype'>) => e.datetype === 'date';
const durationOf = (e: Pick<VEvent, 'start' | 'end'>) =>
  e.end ? Math.max(0, e.end.valueOf() - e.start.valueOf()) : 0;

/** The day (yyyy-MM-dd) an instant falls on in a zone. */
function dayKeyIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** An all-day date is a calendar day, not an instant: node-ical gives it as local midnight. */
const floatingDayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function occurrences(event: VEvent, day: DayWindow): Occurrence[] {
  if (event.status === 'CANCELLED' || !event.start) return [];
  const all = event.rrule ? expand(event, day) : [single(event, event.start.toISOString())];
  return all.filter((o) => overlaps(o, day));
}

function single(e: Omit<VEvent, 'recurrences'>, key: string, start: Date = e.start): Occurrence {
  const duration = durationOf(e) || (isAllDay(e) ? DAY_MS : 0);
  return {
    key,
    start,
    end: new Date(start.valueOf() + duration),
    allDay: isAllDay(e),
    summary: e.summary ?? 'Untitled event',
    url: e.url || undefined,
  };
}

function expand(event: VEvent, day: DayWindow): Occurrence[] {
  const zone = event.start.tz && event.start.tz !== 'Etc/Unknown' ? event.start.tz : 'UTC';
  const duration = durationOf(event);
  // A day's margin on each side: an occurrence moved from a neighbouring day, or one in a far zone.
  const starts = event.rrule!.between(
    new Date(day.from.valueOf() - duration - DAY_MS),
    new Date(day.to.valueOf() + DAY_MS),
    true,
  );
  const exdates = (event.exdate ?? {}) as Record<string, unknown>;
  const overrides = event.recurrences ?? {};
  return starts.flatMap((start) => {
    const dateKey = isAllDay(event) ? floatingDayKey(start) : dayKeyIn(start, zone);
    const isoKey = start.toISOString();
    if (exdates[dateKey] || exdates[isoKey]) return [];
    const moved = overrides[isoKey] ?? overrides[dateKey];
    if (moved) return moved.status === 'CANCELLED' ? [] : [single(moved, isoKey)];
    return [single(event, isoKey, start)];
  });
}

function overlaps(o: Occurrence, day: DayWindow): boolean {
  if (o.allDay) {
    const first = floatingDayKey(o.start);
    const last = floatingDayKey(new Date(o.end.valueOf() - 1));
    return first <= day.date && day.date <= last;
  }
  if (o.end.valueOf() === o.start.valueOf()) return o.start >= day.from && o.start < day.to;
  return o.start < day.to && o.end > day.from;
}

function toItem(event: VEvent, o: Occurrence, connection: OpenedConnection, day: DayWindow): ActivityItem {
  const categories = (event as VEvent & { categories?: string[] }).categories ?? [];
  const hashtags = [...o.summary.matchAll(/(?:^|\s)#([\p{L}\p{N}_-]{1,32})/gu)].map((m) => m[1]);
  const tags = [...new Set([...categories, ...hashtags].map((t) => t.trim().toLowerCase()).filter(Boolean))];
  return {
    id: itemId(connection.id, event.uid ?? o.summary, o.key),
    source: 'calendar',
    kind: 'event',
    title: o.summary,
    url: o.url ?? '',
    // An all-day event is the whole of the user's day, wherever its calendar is.
    start: (o.allDay ? day.from : o.start).toISOString(),
    ...(o.allDay ? {} : { end: o.end.toISOString() }),
    ...(tags.length ? { tags } : {}),
  };
}
