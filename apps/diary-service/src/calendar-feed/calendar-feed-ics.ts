// The feed's iCalendar text as a stream of pieces: the calendar's head, the events of each page of
// sessions 25 at a time with a turn of the event loop between them (so no other request
// waits behind a large feed), then its end. Memory holds one page, whatever the diary's size.
import { setImmediate as nextTurn } from 'node:timers/promises';
import ical, { ICalCalendarMethod, type ICalEventData } from 'ical-generator';
import type { FeedSession } from './calendar-feed.repository';

/** Events written in one go: at about 0.25 ms each, a piece keeps the loop some 6 ms (a busy machine: several times that). */
const EVENTS_PER_PIECE = 25;
const END = 'END:VCALENDAR';

export const UNTITLED_EVENT = 'Work session';

/**
 * An event's title: "{project} — {description}", the session's own description else its summary's
 * subject; without a project the words alone, without words the project alone, without either
 * "Work session".
 */
export function eventTitle(s: Pick<FeedSession, 'project' | 'ownDescription' | 'subject'>): string {
  const project = s.project?.trim();
  const words = s.ownDescription?.trim() || s.subject?.trim();
  if (project && words) return `${project} — ${words}`;
  return project || words || UNTITLED_EVENT;
}

/** One finished session as an event, titled by eventTitle. */
export function sessionEvent(s: FeedSession): ICalEventData {
  return {
    id: `${s.id}@work-diary`,
    start: s.startTime,
    end: s.endTime,
    summary: eventTitle(s),
    description: s.description ?? undefined,
    stamp: s.endTime,
  };
}

export async function* icsPieces(pages: AsyncIterable<FeedSession[]>): AsyncGenerator<string> {
  const calendar = ical({ name: 'Work diary', prodId: { company: 'work-diary', product: 'work-diary' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  const empty = calendar.toString();
  yield empty.slice(0, empty.lastIndexOf(END));
  for await (const page of pages) {
    for (let i = 0; i < page.length; i += EVENTS_PER_PIECE) {
      let text = '';
      for (const session of page.slice(i, i + EVENTS_PER_PIECE))
        text += calendar.createEvent(sessionEvent(session)).toString();
      calendar.clear();
      yield text;
      await nextTurn();
    }
  }
  yield END;
}
