// Ask's "when did I last talk to / meet / hear from X" (last-contact.ts reads the question): the
// newest note of the caller that names the person, its day and session time in the user's zone
// (Settings; UTC when none is saved or auth does not answer), quoted and cited as Ask cites notes.
import { Injectable, Logger } from '@nestjs/common';
import type { AskCitation } from '@diary/contracts';
import { AuthClient } from '../clients/auth.client';
import { dayLabel, type DayRange } from './question-parser';
import { LastContactRepository } from './last-contact.repository';
import { lastContactAnswer, nameSqlPattern, noNoteAnswer, sentenceNaming } from './last-contact';

export interface LastContactFacts {
  answer: string;
  figures: [];
  citations: AskCitation[];
  range: DayRange | null;
}

const clock = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

@Injectable()
export class LastContactService {
  private readonly log = new Logger(LastContactService.name);

  constructor(
    private readonly repository: LastContactRepository,
    private readonly auth: AuthClient,
  ) {}

  /** The answer, within `range` when the question names days ("in October"). */
  async answer(
    userId: string,
    name: string,
    range: DayRange | null,
    today: string,
  ): Promise<LastContactFacts> {
    const row = await this.repository.newest(userId, nameSqlPattern(name), range, new Date());
    if (!row) return { answer: noNoteAnswer(name, range?.label), figures: [], citations: [], range };
    const zone = await this.timeZone(userId);
    const session = {
      start: clock(row.startTime, zone),
      end: row.endTime ? clock(row.endTime, zone) : null,
      minutes: row.minutes,
      utc: zone === 'UTC',
    };
    const quote = sentenceNaming(row.content, name);
    return {
      answer: lastContactAnswer(name, dayLabel(row.date, today), session, quote),
      figures: [],
      citations: [{ type: 'note', id: row.id, date: row.date, excerpt: quote }],
      range,
    };
  }

  /** The user's saved time zone; UTC when there is none or auth does not answer (the answer still comes). */
  private async timeZone(userId: string): Promise<string> {
    try {
      const zone = (await this.auth.settings(userId)).timeZone;
      if (typeof zone === 'string' && zone) {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return zone;
      }
    } catch (err) {
      this.log.warn(`no time zone for the answer: ${(err as Error).message}`);
    }
    return 'UTC';
  }
}
