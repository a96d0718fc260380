// Daily reports in the ai database: read one, mark it generating, store it (keeping the person's
// edits unless a regeneration discards them), edit it, mark it failed.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  applyEdit,
  editProblem,
  isEdited,
  keepEdits,
  WriteUpEditRequest,
  type DailyReport,
  type ReportStatus,
  type StatsTag,
  type SummarySections,
} from '@diary/contracts';
import type { DailyReportContent } from '../providers/ai-provider';
import { DailyReportsRepository } from './daily-reports.repository';
import type { DailyReportEntity } from './daily-report.entity';

export const NO_REPORT_TO_EDIT = 'There is no report of this day to edit yet. Generate it first.';

const noSections = (): SummarySections => ({ done: [], decided: [], blocked: [], next: [] });

@Injectable()
export class ReportsService {
  constructor(private readonly reports: DailyReportsRepository) {}

  async get(userId: string, date: string): Promise<DailyReport> {
    return toReport(date, await this.reports.find(userId, date));
  }

  /** Keeps any earlier content, so the screen can show it while the new one is made. */
  setStatus(userId: string, date: string, status: ReportStatus): Promise<void> {
    return this.reports.upsert(userId, date, { status });
  }

  /**
   * The writer's text and sections, and the day's minutes per tag from the diary's stats. The
   * person's subject and lines stay unless `discardEdits`.
   */
  async store(
    userId: string,
    date: string,
    content: DailyReportContent,
    byTag: StatsTag[] | null,
    discardEdits = false,
  ): Promise<void> {
    const { insights } = content;
    let { subject, description } = content;
    let sections = content.sections ?? null;
    let edits = null;
    const previous = discardEdits ? null : await this.reports.find(userId, date);
    if (previous?.edits && previous.subject !== null) {
      const kept = keepEdits(
        {
          subject: previous.subject,
          description: previous.description ?? '',
          sections: previous.sections ?? noSections(),
          edits: previous.edits,
        },
        { subject, description, sections: sections ?? noSections() },
      );
      ({ subject, description } = kept);
      sections = kept.sections;
      edits = kept.edits;
    }
    return this.reports.upsert(userId, date, {
      status: 'completed',
      subject,
      description,
      insights,
      sections,
      byTag,
      edits,
      generatedAt: new Date(),
    });
  }

  /** PATCH /api/reports/{date}: the person's subject and lines, kept by later regenerations. */
  async edit(userId: string, date: string, body: unknown): Promise<DailyReport> {
    const parsed = WriteUpEditRequest.safeParse(body ?? {});
    if (!parsed.success) throw new BadRequestException(editProblem(parsed.error));
    const row = await this.reports.find(userId, date);
    if (!row || row.subject === null || row.generatedAt === null)
      throw new NotFoundException(NO_REPORT_TO_EDIT);
    const edited = applyEdit(
      {
        subject: row.subject,
        description: row.description ?? '',
        sections: row.sections ?? noSections(),
        edits: row.edits,
      },
      parsed.data,
    );
    await this.reports.upsert(userId, date, {
      subject: edited.subject,
      description: edited.description,
      sections: edited.sections,
      edits: edited.edits,
    });
    return this.get(userId, date);
  }
}

function toReport(date: string, row: DailyReportEntity | null): DailyReport {
  const sections = row?.sections ?? null;
  return {
    date,
    status: row?.status ?? 'none',
    subject: row?.subject ?? null,
    description: row?.description ?? null,
    insights: row?.insights ?? [],
    generatedAt: row?.generatedAt?.toISOString() ?? null,
    ...(sections ? { sections } : {}),
    ...(row?.byTag ? { byTag: row.byTag } : {}),
    ...(row && isEdited({ edits: row.edits, sections: sections ?? noSections() }) ? { edited: true } : {}),
  };
}
