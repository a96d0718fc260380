// PATCH /api/work-records/{id}/summary: the person's own subject and lines for a session's summary
// (contract, round four, "Editable"). Stored beside what the writer wrote, so a regeneration keeps them.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { applyEdit, editProblem, WriteUpEditRequest, type WorkRecord } from '@diary/contracts';
import { OutboxService } from '../outbox/outbox.service';
import { nextChangeVersion } from '../outbox/change-version';
import { emitIndexJob, searchIndexJob } from '../outbox/search-index-jobs';
import { RecordReader } from './record-reader';
import { WorkRecordsRepository } from './work-records.repository';
import { RECORD_NOT_FOUND } from './work-records.service';
import { toWorkRecord } from './work-record.view';

export const NO_SUMMARY_TO_EDIT = 'This session has no summary to edit yet.';

@Injectable()
export class SummaryEditsService {
  constructor(
    private readonly outbox: OutboxService,
    private readonly records: WorkRecordsRepository,
    private readonly reader: RecordReader,
  ) {}

  async edit(userId: string, id: string, body: unknown): Promise<WorkRecord> {
    const parsed = WriteUpEditRequest.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException(editProblem(parsed.error));
    return this.outbox.transaction(async (em, emit) => {
      const record = await this.records.lockOwn(em, userId, id);
      if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
      if (record.summarySubject === null || record.summaryDescription === null)
        throw new NotFoundException(NO_SUMMARY_TO_EDIT);
      const [before] = await this.reader.withNotes([record], em);
      const noteIds = new Set(before.notes.map((n) => n.id));
      const structure = record.summaryStructure ?? {
        sections: { done: [], decided: [], blocked: [], next: [] },
        mentions: [],
      };
      const edited = applyEdit(
        {
          subject: record.summarySubject,
          description: record.summaryDescription,
          sections: structure.sections,
          edits: structure.edits ?? null,
        },
        parsed.data,
      );
      // A line keeps only ids of this session's notes, as a writer's lines do.
      for (const lines of Object.values(edited.sections))
        for (const line of lines) line.noteIds = line.noteIds.filter((n) => noteIds.has(n));
      const version = nextChangeVersion();
      const changes = {
        summarySubject: edited.subject,
        summaryDescription: edited.description,
        summaryStructure: { ...structure, sections: edited.sections, edits: edited.edits ?? undefined },
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
            subject: edited.subject,
            description: edited.description,
            startTime: record.startTime,
          },
          version,
        ),
      );
      const view = { ...before, summary: toWorkRecord(record, []).summary };
      // The person's other tabs and devices show the edited summary at once.
      emit({
        kind: 'user_event',
        userId,
        payload: { type: 'summary_completed', recordId: id, summary: view.summary! },
      });
      return view;
    });
  }
}
