// POST /api/import: reads the file (our JSON archive, or Toggl Track / Clockify CSV) in a worker,
// works out what the user does not have yet, and adds it all in one transaction with its search
// index events in the outbox, batch by batch as the worker's pieces arrive (bounded memory). The same file twice adds nothing: a session is the same when it starts at the same
// instant, a note when its session, time and text are the same, a draft or report when its day has
// one. Reports go to ai and settings to auth inside the transaction, before it commits, so a
// failure there leaves the diary as it was.
import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ImportResult, UserSettings } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { emitIndexJob, searchIndexJob } from '../outbox/search-index-jobs';
import { AuthClient } from '../clients/auth.client';
import { AiClient } from '../clients/ai.client';
import { ImportBundle, ImportedProject, ImportedRecord } from './import-bundle';
import { ImportHead, ImportReader } from './import-reader';
import { ImportRepository, NewNoteRow, NewRecordRow, noteIdentity } from './import.repository';
import { ImportParserPool } from './import-parser.pool';
import { ImportSlots } from './import-slots';
import { ImportAttachments } from './import-attachments';
import { ProjectsRepository } from '../projects/projects.repository';

export interface ImportOptions {
  dryRun: boolean;
  timeZone: string;
}

class DryRunDone {
  constructor(readonly result: ImportResult) {}
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

type TxArgs = Parameters<Parameters<OutboxService['transaction']>[0]>;
interface Tx {
  em: TxArgs[0];
  emit: TxArgs[1];
  flush: TxArgs[2];
}

/** What one import carries from piece to piece: counts and small sets, never the sessions. */
interface PieceState {
  userId: string;
  version: number;
  now: Date;
  dryRun: boolean;
  result: ImportResult;
  activeTaken: boolean;
  named: Set<string>;
  recordIds: Map<string, string>;
  /** The file's project keys and their ids here. */
  projectIds: Map<string, string>;
}

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
    private readonly projects: ProjectsRepository,
  ) {}

  /** Imports the file at `path` (the upload on disk; the caller removes it). */
  import(userId: string, path: string, options: ImportOptions): Promise<ImportResult> {
    return this.slots.run(userId, async () => {
      const reader = this.parser.open(path, options.timeZone);
      try {
        // A file that cannot be read at all is refused before a transaction is opened.
        const head = await reader.head();
        return await this.outbox.transaction((em, emit, flush) =>
          this.apply(userId, head, reader, options, { em, emit, flush }),
        );
      } catch (err) {
        if (err instanceof DryRunDone) return err.result;
        throw err;
      } finally {
        reader.close();
      }
    });
  }

  private async apply(
    userId: string,
    { head, attachments }: ImportHead,
    reader: ImportReader,
    options: ImportOptions,
    tx: Tx,
  ): Promise<ImportResult> {
    const { em } = tx;
    // An import writes up to IMPORT_MAX_ROWS rows and their events: longer than a request's
    // statement timeout (DB_STATEMENT_TIMEOUT_MS) allows, and bounded by the row cap instead.
    await em.query(`SELECT set_config('statement_timeout', '300s', true)`);
    await this.repo.lockUser(em, userId);
    const result: ImportResult = { records: 0, notes: 0, drafts: 0, reports: 0, skipped: 0 };
    const version = nextChangeVersion();
    const state: PieceState = {
      userId,
      version,
      now: new Date(version),
      dryRun: options.dryRun,
      result,
      activeTaken: await this.repo.hasActive(em, userId),
      // Only the sessions the archive's images name need their new ids remembered.
      named: new Set(attachments.map((a) => a.recordSourceId)),
      recordIds: new Map(),
      projectIds: new Map(),
    };
    // Before the notes are compared: they must show the ids their images will have here.
    const attachmentPlan = await this.attachments.plan(em, userId, attachments);
    // Projects: one of the user's with the same name is used, else it is created (with the file's
    // client, rate, currency and colour). The archive lists them first; a CSV names them as it goes.
    for (const project of head.projects ?? []) await this.projectId(em, project, state);
    // The sessions are written as the worker reads them, a piece at a time, each piece with its
    // index events in one statement; only one piece is held here at once.
    for await (const piece of reader.pieces()) {
      this.attachments.showFinalIds(piece, attachmentPlan);
      await this.addPiece(tx, piece, state);
    }

    const draftDays = await this.repo.draftDays(
      em,
      userId,
      head.drafts.map((d) => d.date),
    );
    const newDrafts = head.drafts.filter((d) => {
      if (draftDays.has(d.date) || !d.content.trim()) return false;
      draftDays.add(d.date);
      return true;
    });
    result.drafts = newDrafts.length;
    result.skipped += head.drafts.length - newDrafts.length;

    if (!options.dryRun) {
      await this.repo.insertDrafts(em, userId, newDrafts);
      const settings = importedSettings(head.settings);
      if (Object.keys(settings).length)
        await this.auth.saveSettings(userId, settings).catch((err: unknown) => {
          if (err instanceof HttpException && err.getStatus() === 400)
            throw new BadRequestException(`The archive's settings cannot be imported: ${err.message}`);
          throw err;
        });
    }
    if (attachments.length) {
      // The images come last from the worker, one at a time, each written before the next is read.
      const [added, skipped] = await this.attachments.apply(
        em,
        userId,
        reader.attachments(),
        attachmentPlan,
        state.recordIds,
        options.dryRun,
      );
      result.attachments = added;
      result.skipped += skipped;
    }
    result.reports = await this.ai.importReports(userId, head.reports, options.dryRun);
    result.skipped += head.reports.length - result.reports;
    if (options.dryRun) throw new DryRunDone(result);
    return result;
  }

  /** The id here of a project the file names, found by name or created (and counted). */
  private async projectId(em: EntityManager, project: ImportedProject, state: PieceState): Promise<void> {
    const { key, ...fields } = project;
    const found = await this.projects.findOrCreate(em, state.userId, randomUUID(), fields);
    state.projectIds.set(key, found.id);
    if (found.created) state.result.projects = (state.result.projects ?? 0) + 1;
  }

  /**
   * Adds one piece of sessions: new ones with their notes; one the user has (same start, including
   * one an earlier piece added in this transaction) gets only the notes it lacks. A dry run writes
   * too (the transaction is rolled back), so that later pieces see what earlier ones would add.
   */
  private async addPiece({ em, emit, flush }: Tx, piece: ImportedRecord[], state: PieceState): Promise<void> {
    const { userId, version, now, result } = state;
    const existing = await this.repo.recordsStartingAt(
      em,
      userId,
      piece.map((r) => r.startTime),
    );
    const knownNotes = await this.repo.noteKeys(
      em,
      userId,
      [...existing.values()].map((r) => r.id),
    );
    for (const record of piece)
      if (record.project && !state.projectIds.has(record.project.key))
        await this.projectId(em, record.project, state);
    const newRecords: NewRecordRow[] = [];
    const newNotes: Array<NewNoteRow & { date: string }> = [];
    for (const record of piece) {
      const start = record.startTime.getTime();
      let target = existing.get(start);
      if (target) {
        result.skipped++;
      } else if (record.isActive && state.activeTaken) {
        // At most one active session per user: a second one cannot be added.
        result.skipped += 1 + record.notes.length;
        continue;
      } else {
        if (record.isActive) state.activeTaken = true;
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
          projectId: (record.projectKey && state.projectIds.get(record.projectKey)) || null,
          description: record.description ?? null,
          updatedAt: now,
        });
        result.records++;
        if (!state.dryRun && record.tags.length)
          emitIndexJob(emit, searchIndexJob.recordTags(userId, target.id, record.tags, version));
        if (!state.dryRun && record.summary)
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
      if (record.sourceId && state.named.has(record.sourceId))
        state.recordIds.set(record.sourceId, target.id);
      for (const note of record.notes) {
        const key = `${target.id}|${note.timestamp.getTime()}|${md5(noteIdentity(note))}`;
        if (knownNotes.has(key)) {
          result.skipped++;
          continue;
        }
        knownNotes.add(key);
        newNotes.push({
          ...note,
          id: randomUUID(),
          userId,
          workRecordId: target.id,
          updatedAt: now,
          date: target.date,
          sealed: note.sealed ?? null,
        });
      }
    }
    result.notes += newNotes.length;
    await this.repo.insertRecords(em, newRecords);
    await this.repo.insertNotes(em, newNotes);
    await this.repo.insertRevisions(em, newNotes);
    if (state.dryRun) return;
    // A sealed note's text is never indexed.
    for (const note of newNotes.filter((n) => !n.sealed))
      emitIndexJob(emit, searchIndexJob.noteUpsert(note, note.date, version));
    await flush();
  }
}
