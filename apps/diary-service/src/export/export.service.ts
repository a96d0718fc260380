// The export: the whole diary of one user, produced as it is read (a page of records at a time), so
// memory does not grow with the diary. Profile and settings come from auth, reports from ai.
import { Injectable } from '@nestjs/common';
import type { ExportedRecord, ExportedReport, Project, UserSettings } from '@diary/contracts';
import { AuthClient } from '../clients/auth.client';
import { AiClient } from '../clients/ai.client';
import { ExportRecordRow, ExportRepository, RecordCursor } from './export.repository';
import { csvRow, dayMarkdown, dayPath } from './export-formats';
import { asJson, attachmentJson } from './json-pieces';
import { AttachmentsService } from '../attachments/attachments.service';
import { ProjectsRepository } from '../projects/projects.repository';

const PAGE = 500;
/** Records a JSON page holds: about 80 KB of text, under V8's large-object size (128 KB). */
const JSON_RECORDS_PAGE = 50;
/** JSON text is handed on in pieces of about this many characters. */
const JSON_PIECE = 64 * 1024;

export interface ExportHead {
  exportedAt: string;
  user: { username: string; email: string | null };
  settings: Partial<UserSettings>;
}

export interface DayPage {
  name: string;
  content: string;
  /** The day's sessions, whose attachments go into the zip beside the page. */
  recordIds: string[];
}

function toExported(row: ExportRecordRow, notes: ExportedRecord['notes']): ExportedRecord {
  return {
    id: row.id,
    date: row.date,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime?.toISOString() ?? null,
    isActive: row.isActive,
    tags: row.tags ?? [],
    projectId: row.projectId,
    notes,
    summary:
      row.summarySubject !== null
        ? { subject: row.summarySubject, description: row.summaryDescription ?? '' }
        : null,
  };
}

@Injectable()
export class ExportService {
  constructor(
    private readonly repo: ExportRepository,
    private readonly auth: AuthClient,
    private readonly ai: AiClient,
    private readonly attachments: AttachmentsService,
    private readonly projects: ProjectsRepository,
  ) {}

  /** Asked before anything is sent, so that a service that is down still gets a clean 503. */
  async head(userId: string): Promise<ExportHead> {
    const [user, settings] = await Promise.all([this.auth.profile(userId), this.auth.settings(userId)]);
    return { exportedAt: new Date().toISOString(), user, settings };
  }

  async *records(userId: string): AsyncGenerator<ExportedRecord> {
    let after: RecordCursor | null = null;
    for (;;) {
      const rows = await this.repo.recordsPage(userId, after, PAGE);
      if (!rows.length) return;
      const notes = await this.repo.notesOf(
        userId,
        rows.map((r) => r.id),
      );
      for (const row of rows) yield toExported(row, notes.get(row.id) ?? []);
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1];
      after = { date: last.date, startTime: last.startTime, id: last.id };
    }
  }

  /**
   * The records as JSON text, a page of them at a time as Postgres writes it (each piece is
   * several records joined by commas): no object per record or note is made, so a slow client
   * keeps nothing but text waiting, and no string is big enough for V8's large-object space.
   */
  async *recordsJson(userId: string): AsyncGenerator<Iterable<string>> {
    let after: RecordCursor | null = null;
    do {
      const page = await this.repo.recordsJsonPage(userId, after, JSON_RECORDS_PAGE);
      if (page.json) yield [page.json];
      after = page.next;
    } while (after);
  }

  async *drafts(userId: string): AsyncGenerator<{ date: string; content: string }> {
    let after: string | null = null;
    for (;;) {
      const rows = await this.repo.draftsPage(userId, after, PAGE);
      yield* rows;
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].date;
    }
  }

  /**
   * The JSON archive as text pieces of at most JSON_PIECE characters (or one longer piece as given):
   * {format,version,exportedAt,user,settings,projects,records,drafts,reports,weeklyReviews,attachments}.
   * Each item is written as pieces (an image's base64 in slices), so no string is ever as big as
   * an image: V8 puts strings over 128 KB in its large-object space, which only a full collection
   * frees (docs/decisions.md, "The JSON export in flat memory").
   */
  async *json(userId: string, head: ExportHead): AsyncGenerator<string> {
    let buffer = `{"format":"work-diary","version":1,"exportedAt":${JSON.stringify(head.exportedAt)},"user":${JSON.stringify(head.user)},"settings":${JSON.stringify(head.settings)}`;
    const sections: Array<[string, AsyncIterable<Iterable<string>>]> = [
      ['projects', asJson(this.exportedProjects(userId))],
      ['records', this.recordsJson(userId)],
      ['drafts', asJson(this.drafts(userId))],
      ['reports', asJson(this.ai.reports(userId))],
      ['weeklyReviews', asJson(this.ai.weeklyReviews(userId))],
      ['attachments', this.exportedAttachments(userId)],
    ];
    for (const [name, items] of sections) {
      buffer += `,"${name}":[`;
      let first = true;
      for await (const pieces of items) {
        if (!first) buffer += ',';
        first = false;
        for (const piece of pieces) {
          // Sent before it would outgrow a piece: the text joined here stays under 128 KB.
          if (buffer.length + piece.length > JSON_PIECE && buffer) {
            yield buffer;
            buffer = '';
          }
          buffer += piece;
        }
      }
      buffer += ']';
    }
    yield buffer + '}';
  }

  /** The user's projects, which the records name by id (a few: read at once). */
  async *exportedProjects(userId: string): AsyncGenerator<Project> {
    yield* await this.projects.list(userId);
  }

  /** Every attachment as JSON text pieces, its bytes in base64 slices, one image in memory at a time. */
  async *exportedAttachments(userId: string): AsyncGenerator<Iterable<string>> {
    for await (const { row, base64 } of this.attachments.allOf(userId))
      yield attachmentJson(
        {
          id: row.id,
          workRecordId: row.workRecordId,
          contentType: row.contentType,
          width: row.width,
          height: row.height,
        },
        base64,
      );
  }

  /** The attachments of a day's sessions (metadata; bytes are read one by one as the zip takes them). */
  dayAttachments(userId: string, recordIds: string[]) {
    return this.attachments.ofRecords(userId, recordIds);
  }

  attachmentBytes(userId: string, id: string): Promise<Buffer | null> {
    return this.attachments.bytes(userId, id);
  }

  /** One CSV row per session (without the header line). */
  async *csvRows(userId: string, timeZone: string): AsyncGenerator<string[]> {
    const now = Date.now();
    for await (const record of this.records(userId)) yield csvRow(record, now, timeZone);
  }

  /** One Markdown page per day that has sessions or a report, in day order. */
  async *markdownDays(userId: string, timeZone: string): AsyncGenerator<DayPage> {
    const now = Date.now();
    const reports = this.ai.reports(userId)[Symbol.asyncIterator]();
    let report = await reports.next();
    const page = (date: string, records: ExportedRecord[]): DayPage => {
      let match: ExportedReport | null = null;
      if (!report.done && report.value.date === date) match = report.value;
      return {
        name: dayPath(date),
        content: dayMarkdown(date, records, match, timeZone, now),
        recordIds: records.map((r) => r.id),
      };
    };
    // Days with only a report, before `date` (both lists are in day order).
    const reportsBefore = async function* (date: string | null): AsyncGenerator<DayPage> {
      while (!report.done && (date === null || report.value.date < date)) {
        yield page(report.value.date, []);
        report = await reports.next();
      }
    };
    let day: string | null = null;
    let records: ExportedRecord[] = [];
    const flush = async function* (): AsyncGenerator<DayPage> {
      if (day === null) return;
      yield* reportsBefore(day);
      yield page(day, records);
      if (!report.done && report.value.date === day) report = await reports.next();
    };
    for await (const record of this.records(userId)) {
      if (record.date !== day) {
        yield* flush();
        day = record.date;
        records = [];
      }
      records.push(record);
    }
    yield* flush();
    yield* reportsBefore(null);
  }
}
