// POST /api/import: reads the file (our JSON archive, or Toggl Track / Clockify CSV), works out what
// the user does not have yet, and adds it all in one transaction with its search index events in
// the outbox. The same file twice adds nothing: a session is the same when it starts at the same
// instant, a note when its session, time and text are the same, a draft or report when its day has
// one. Reports go to ai and settings to auth inside the transaction, before it commits, so a
// failure there leaves the diary as it was.
import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { ImportResult, UserSettings } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { emitIndexJob, searchIndexJob } from '../outbox/search-index-jobs';
import { AuthClient } from '../clients/auth.client';
import { AiClient } from '../clients/ai.client';
import { ImportBundle } from './import-bundle';
import { ImportRepository, NewNoteRow, NewRecordRow } from './import.repository';
import { ImportParserPool } from './import-parser.pool';
import { ImportSlots } from './import-slots';
import { ImportAttachments } from './import-attachments';

export interface ImportOptions {
  dryRun: boolean;
  timeZone: string;
}

class DryRunDone {
  constructor(readonly result: ImportResult) {}
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Gives the event loop to other requests between slices of a long loop. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 2000;

/**
 * The archive's settings to keep. A time zone never set (null: the exporting browser had not sent
 * one yet, issue 30) is left out, so the importer keeps their own instead of a refused null.
 */
function importedSettings(settings: ImportBundle['settings']): Partial<UserSettings> {
  if (!settings) return {};
  const { timeZone, ...rest } = settings;
  return timeZone === null || timeZone === undefined ? rest : { ...rest, timeZone };
}

@Injectable()
export class ImportService {
  constructor(
    private readonly repo: ImportRepository,
    private readonly outbox: OutboxService,
    private readonly auth: AuthClient,
    private readonly ai: AiClient,
    private readonly parser: ImportParserPool,
    private readonly slots: ImportSlots,
    private readonly attachments: ImportAttachments,
  ) {}

  import(userId: string, file: Buffer, options: ImportOptions): Promise<ImportResult> {
    return this.slots.run(userId, async () => {
      const bundle = await this.parser.parse(file, options.timeZone);
      try {
        return await this.outbox.transaction((em, emit) => this.apply(userId, bundle, options, em, emit));
      } catch (err) {
        if (err instanceof DryRunDone) return err.result;
        throw err;
      }
    });
  }

  private async apply(
    userId: string,
    bundle: ImportBundle,
    options: ImportOptions,
    em: Parameters<Parameters<OutboxService['transaction']>[0]>[0],
    emit: Parameters<Parameters<OutboxService['transaction']>[0]>[1],
  ): Promise<ImportResult> {
    // An import writes up to IMPORT_MAX_ROWS rows and their events: longer than a request's
    // statement timeout (DB_STATEMENT_TIMEOUT_MS) allows, and bounded by the row cap instead.
    await em.query(`SELECT set_config('statement_timeout', '300s', true)`);
    await this.repo.lockUser(em, userId);
    const result: ImportResult = { records: 0, notes: 0, drafts: 0, reports: 0, skipped: 0 };
    const version = nextChangeVersion();
    const now = new Date(version);
    // Before the notes are compared: they must show the ids their images will have here.
    const attachmentPlan = await this.attachments.plan(em, userId, bundle);
    const recordIds = new Map<string, string>();

    // Sessions: new ones are added with their notes; one the user has (same start) gets only the notes it lacks.
    const existing = await this.repo.recordsStartingAt(
      em,
      userId,
      bundle.records.map((r) => r.startTime),
    );
    let activeTaken = await this.repo.hasActive(em, userId);
    const knownNotes = await this.repo.noteKeys(
      em,
      userId,
      [...existing.values()].map((r) => r.id),
    );
    const newRecords: NewRecordRow[] = [];
    const newNotes: Array<NewNoteRow & { date: string }> = [];
    for (const [index, record] of bundle.records.entries()) {
      if (index % SLICE === SLICE - 1) await yieldToOthers();
      const start = record.startTime.getTime();
      let target = existing.get(start);
      if (target) {
        result.skipped++;
      } else if (record.isActive && activeTaken) {
        // At most one active session per user: a second one cannot be added.
        result.skipped += 1 + record.notes.length;
        continue;
      } else {
        if (record.isActive) activeTaken = true;
        target = { id: randomUUID(), date: record.date };
        existing.set(start, target);
        newRecords.push({
          id: target.id,
          userId,
          date: record.date,
          startTime: record.startTime,
          endTime: record.endTime,
          isActive: record.isActive,
          summarySubject: record.summary?.subject ?? null,
          summaryDescription: record.summary ? record.summary.description : null,
          tags: record.tags,
          updatedAt: now,
        });
        if (record.tags.length)
          emitIndexJob(emit, searchIndexJob.recordTags(userId, target.id, record.tags, version));
        result.records++;
        if (record.summary)
          emitIndexJob(
            emit,
            searchIndexJob.summaryUpsert(
              {
                userId,
                recordId: target.id,
                date: record.date,
                subject: record.summary.subject,
                description: record.summary.description,
                startTime: record.startTime,
              },
              version,
            ),
          );
      }
      if (record.sourceId) recordIds.set(record.sourceId, target.id);
      for (const note of record.notes) {
        const key = `${target.id}|${note.timestamp.getTime()}|${md5(note.content)}`;
        if (knownNotes.has(key)) {
          result.skipped++;
          continue;
        }
        knownNotes.add(key);
        newNotes.push({
          id: randomUUID(),
          userId,
          recordId: target.id,
          content: note.content,
          timestamp: note.timestamp,
          updatedAt: now,
          date: target.date,
        });
      }
    }
    result.notes = newNotes.length;

    const draftDays = await this.repo.draftDays(
      em,
      userId,
      bundle.drafts.map((d) => d.date),
    );
    const newDrafts = bundle.drafts.filter((d) => {
      if (draftDays.has(d.date) || !d.content.trim()) return false;
      draftDays.add(d.date);
      return true;
    });
    result.drafts = newDrafts.length;
    result.skipped += bundle.drafts.length - newDrafts.length;

    if (!options.dryRun) {
      await this.repo.insertRecords(em, newRecords);
      await this.repo.insertNotes(em, newNotes);
      await this.repo.insertDrafts(em, userId, newDrafts);
      for (const [index, note] of newNotes.entries()) {
        if (index % SLICE === SLICE - 1) await yieldToOthers();
        emitIndexJob(
          emit,
          searchIndexJob.noteUpsert(
            {
              userId,
              noteId: note.id,
              recordId: note.recordId,
              date: note.date,
              content: note.content,
              timestamp: note.timestamp,
            },
            version,
          ),
        );
      }
      const settings = importedSettings(bundle.settings);
      if (Object.keys(settings).length)
        await this.auth.saveSettings(userId, settings).catch((err: unknown) => {
          if (err instanceof HttpException && err.getStatus() === 400)
            throw new BadRequestException(`The archive's settings cannot be imported: ${err.message}`);
          throw err;
        });
    }
    if (bundle.attachments?.length) {
      const [added, skipped] = await this.attachments.apply(
        em,
        userId,
        bundle,
        attachmentPlan,
        recordIds,
        options.dryRun,
      );
      result.attachments = added;
      result.skipped += skipped;
    }
    result.reports = await this.ai.importReports(userId, bundle.reports, options.dryRun);
    result.skipped += bundle.reports.length - result.reports;
    if (options.dryRun) throw new DryRunDone(result);
    return result;
  }
}
