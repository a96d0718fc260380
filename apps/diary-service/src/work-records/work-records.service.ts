// Rules of work records: one active session per user, end never before start, stop and delete,
// summaries stored by the ai service. Every change and its events commit together (outbox).
import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { normalizeTags, Summary, WorkRecord } from '@diary/contracts';
import { WorkRecordEntity } from './work-record.entity';
import { CreateWorkRecordDto, UpdateWorkRecordDto } from './work-records.dto';
import { RecordReader } from './record-reader';
import { TrashRepository } from '../trash/trash.repository';
import { toWorkRecord } from './work-record.view';
import { refuseSecondActive } from './active-conflict';
import { OutboxService, EmitEvent } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { emitIndexJob, searchIndexJob } from '../outbox/search-index-jobs';
import { NoteWriter } from '../work-notes/note-writer';
import { WorkRecordsRepository } from './work-records.repository';
import { summaryStructure } from './summary-structure';
import { emitSummaryRequest } from './summary-requests';
import { summaryToStore } from './summary-edits';
import { ProjectsService } from '../projects/projects.service';
import { SplitWorkRecordDto } from './split-work-record.dto';
import { emitWebhookEvent, sessionData } from '../webhooks/webhook-events';

export const RECORD_NOT_FOUND = 'Work record not found.';
const END_BEFORE_START = 'End time cannot be before start time.';
const ACTIVE_WITH_END = 'An active session cannot have an end time.';
const FINISHED_WITHOUT_END = 'A finished session needs an end time.';

@Injectable()
export class WorkRecordsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly reader: RecordReader,
    private readonly records: WorkRecordsRepository,
    private readonly noteWriter: NoteWriter,
    private readonly projects: ProjectsService,
    private readonly trash: TrashRepository,
  ) {}

  async create(userId: string, dto: CreateWorkRecordDto): Promise<WorkRecord> {
    const startTime = new Date(dto.startTime);
    const endTime = dto.endTime ? new Date(dto.endTime) : null;
    const isActive = dto.isActive ?? endTime === null;
    if (isActive && endTime) throw new BadRequestException(ACTIVE_WITH_END);
    if (!isActive && !endTime) throw new BadRequestException(FINISHED_WITHOUT_END);
    if (endTime && endTime < startTime) throw new BadRequestException(END_BEFORE_START);
    return refuseSecondActive(() =>
      this.outbox.transaction(async (em, emit) => {
        const projectId = (await this.projects.ownProjectId(em, userId, dto.projectId)) ?? null;
        const now = new Date(nextChangeVersion());
        const record = await this.records.insert(em, {
          id: randomUUID(),
          userId,
          startTime,
          endTime,
          isActive,
          date: dto.date,
          summarySubject: null,
          summaryDescription: null,
          summaryStructure: null,
          summaryStale: false,
          tags: tagList(dto.tags),
          projectId,
          description: descriptionOf(dto.description),
          createdAt: now,
          updatedAt: now,
        });
        if (record.tags.length) emitTags(emit, record);
        const view = toWorkRecord(record, []);
        emitSessionUpdate(emit, view);
        if (record.isActive) emitWebhookEvent(emit, userId, 'session.started', sessionData(record));
        // A past session added whole is as finished as one just stopped.
        if (!record.isActive) emitSummaryRequest(emit, record, 'added');
        return view;
      }),
    );
  }

  async update(userId: string, id: string, dto: UpdateWorkRecordDto): Promise<WorkRecord> {
    return refuseSecondActive(() =>
      this.outbox.transaction(async (em, emit) => {
        const record = await this.lockOwn(em, userId, id);
        const now = new Date();
        const next = nextTimes(record, dto, now);
        const stopped = record.isActive && !next.isActive;
        const resumed = !record.isActive && next.isActive;
        const changed =
          next.startTime.getTime() !== record.startTime.getTime() ||
          next.endTime?.getTime() !== record.endTime?.getTime() ||
          next.isActive !== record.isActive;
        const tags = dto.tags == null ? record.tags : tagList(dto.tags);
        const tagsChanged = tags.join('\n') !== record.tags.join('\n');
        const projectId = await this.projects.ownProjectId(em, userId, dto.projectId);
        const projectChanged = projectId !== undefined && projectId !== record.projectId;
        // The note goes in before a stop: the stop's summary request includes it, and no second
        // request (a note of a stopped session) follows.
        const note = dto.note?.trim();
        if (note) await this.noteWriter.insert(em, emit, record, { content: note, timestamp: now });
        const description =
          dto.description === undefined ? record.description : descriptionOf(dto.description);
        const descriptionChanged = description !== record.description;
        if (changed || tagsChanged || projectChanged || descriptionChanged) {
          // The tags' index version is the record's updated_at, which a reindex sends again.
          const updatedAt = tagsChanged ? new Date(nextChangeVersion(now.getTime())) : now;
          const project = projectChanged ? { projectId } : {};
          Object.assign(record, next, { tags, updatedAt, description }, project);
          await this.records.update(em, userId, id, { ...next, tags, updatedAt, description, ...project });
        }
        if (tagsChanged) emitTags(emit, record);
        const [view] = await this.reader.withNotes([record], em);
        emitSessionUpdate(emit, view);
        if (stopped) emitSummaryRequest(emit, record, 'stopped');
        if (stopped || resumed)
          emitWebhookEvent(
            emit,
            userId,
            stopped ? 'session.stopped' : 'session.started',
            sessionData(record),
          );
        return view;
      }),
    );
  }

  /**
   * Discards time away from a running session: it ends when the user left (`awayFrom`) and a new
   * session with the same project and tags starts when they came back (`awayTo`), in one
   * transaction. The first is summarized like any stopped session.
   */
  async split(
    userId: string,
    id: string,
    dto: SplitWorkRecordDto,
  ): Promise<{ stopped: WorkRecord; started: WorkRecord }> {
    const awayFrom = new Date(dto.awayFrom);
    const awayTo = new Date(dto.awayTo);
    if (awayTo < awayFrom) throw new BadRequestException('awayTo cannot be before awayFrom.');
    if (awayTo.getTime() > Date.now() + 60_000)
      throw new BadRequestException('awayTo cannot be in the future.');
    return this.outbox.transaction(async (em, emit) => {
      const record = await this.lockOwn(em, userId, id);
      if (!record.isActive)
        throw new BadRequestException('Only a running session can have its time away discarded.');
      if (awayFrom < record.startTime)
        throw new BadRequestException('awayFrom cannot be before the session started.');
      const now = new Date(nextChangeVersion());
      const stoppedFields = { isActive: false, endTime: awayFrom, updatedAt: now };
      Object.assign(record, stoppedFields);
      await this.records.update(em, userId, id, stoppedFields);
      const [stopped] = await this.reader.withNotes([record], em);
      emitSessionUpdate(emit, stopped);
      emitSummaryRequest(emit, record, 'stopped');
      emitWebhookEvent(emit, userId, 'session.stopped', sessionData(record));
      const next = await this.records.insert(em, {
        id: randomUUID(),
        userId,
        startTime: awayTo,
        endTime: null,
        isActive: true,
        date: dto.date,
        summarySubject: null,
        summaryDescription: null,
        summaryStructure: null,
        summaryStale: false,
        tags: [...record.tags],
        projectId: record.projectId,
        description: record.description,
        createdAt: now,
        updatedAt: now,
      });
      if (next.tags.length) emitTags(emit, next);
      const started = toWorkRecord(next, []);
      emitSessionUpdate(emit, started);
      emitWebhookEvent(emit, userId, 'session.started', sessionData(next));
      return { stopped, started };
    });
  }

  /** Deletes a record and its notes; an active one is stopped first (its last event says so). */
  /**
   * Moves the record to the trash with its notes, their versions and its attachments (restored
   * from there for 30 days; its attachments' bytes are let go of when the trash is emptied).
   */
  async remove(userId: string, id: string): Promise<void> {
    await this.outbox.transaction(async (em, emit) => {
      const record = await this.lockOwn(em, userId, id);
      const stoppedAt = record.isActive ? new Date() : null;
      if (stoppedAt) Object.assign(record, { isActive: false, endTime: stoppedAt });
      const [view] = await this.reader.withNotes([record], em);
      await this.trash.putRecord(em, userId, id, stoppedAt);
      await this.records.delete(em, userId, id);
      emitSessionUpdate(emit, view);
      emitIndexJob(emit, searchIndexJob.recordDelete(userId, id, nextChangeVersion()));
    });
  }

  /**
   * Stores the summary the ai service made for a record and queues its search index update. The
   * person's edits of the summary before are kept unless `discardEdits`.
   */
  async storeSummary(
    userId: string,
    id: string,
    summary: Summary,
    discardEdits = false,
  ): Promise<WorkRecord> {
    return this.outbox.transaction(async (em, emit) => {
      const record = await this.lockOwn(em, userId, id);
      const [before] = await this.reader.withNotes([record], em);
      const noteIds = new Set(before.notes.map((n) => n.id));
      const version = nextChangeVersion();
      const stored = summaryToStore(
        {
          subject: record.summarySubject,
          description: record.summaryDescription,
          structure: record.summaryStructure,
        },
        {
          subject: summary.subject,
          description: summary.description,
          structure: summaryStructure(summary.sections, summary.mentions, noteIds, summary.provider),
        },
        discardEdits,
      );
      const changes = {
        summarySubject: stored.subject,
        summaryDescription: stored.description,
        summaryStructure: stored.structure,
        summaryStale: false,
        updatedAt: new Date(version),
      };
      Object.assign(record, changes);
      await this.records.update(em, userId, id, changes);
      emitIndexJob(
        emit,
        searchIndexJob.summaryUpsert(
          {
            userId,
            recordId: id,
            date: record.date,
            subject: stored.subject,
            description: stored.description,
            startTime: record.startTime,
          },
          version,
        ),
      );
      return { ...before, summary: toWorkRecord(record, []).summary };
    });
  }

  private async lockOwn(em: EntityManager, userId: string, id: string): Promise<WorkRecordEntity> {
    const record = await this.records.lockOwn(em, userId, id);
    if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
    return record;
  }
}

function emitSessionUpdate(emit: EmitEvent, record: WorkRecord): void {
  emit({
    kind: 'user_event',
    userId: record.userId,
    payload: { type: 'work_session_update', isActive: record.isActive, record },
  });
}

/** The DTO already refused a bad list; this trims, lower-cases and drops duplicates. */
function tagList(value: string[] | null | undefined): string[] {
  const result = normalizeTags(value ?? []);
  return 'tags' in result ? result.tags : [];
}

/** Queues the record's tags for the search index (GET /api/search?tag=). */
function emitTags(emit: EmitEvent, record: WorkRecordEntity): void {
  emitIndexJob(
    emit,
    searchIndexJob.recordTags(record.userId, record.id, record.tags, record.updatedAt.getTime()),
  );
}

/**
 * The times after a PATCH. An end time without isActive finishes the session; isActive false
 * without an end time stops it now; isActive true resumes it (no end time); end never before start.
 */
function nextTimes(
  record: WorkRecordEntity,
  dto: UpdateWorkRecordDto,
  now: Date,
): Pick<WorkRecordEntity, 'startTime' | 'endTime' | 'isActive'> {
  const startTime = dto.startTime ? new Date(dto.startTime) : record.startTime;
  let endTime = dto.endTime === undefined ? record.endTime : dto.endTime ? new Date(dto.endTime) : null;
  let isActive = dto.isActive ?? (dto.endTime ? false : record.isActive);
  if (isActive) {
    if (dto.endTime) throw new BadRequestException(ACTIVE_WITH_END);
    endTime = null;
  } else if (!endTime) {
    if (!record.isActive) throw new BadRequestException(FINISHED_WITHOUT_END);
    endTime = now;
  }
  if (endTime && endTime < startTime) throw new BadRequestException(END_BEFORE_START);
  isActive = Boolean(isActive);
  return { startTime, endTime, isActive };
}

/** A description as stored: trimmed, and null when blank. */
function descriptionOf(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
