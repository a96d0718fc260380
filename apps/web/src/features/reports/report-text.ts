// Plain-text forms of summaries and of the whole report: the copy format ('## Work Session ({id} {h:mm A} -
// {h:mm A} {duration})' then '- ' bullet lines) and the ai-report-{date}.txt download.
import type { DailyReport, WorkRecord } from '@diary/contracts';
import dayjs from 'dayjs';
import { formatClock, formatDuration, formatLongDate, minutesBetween } from '../../lib/time';
import { standupText } from '../../components/standup-text';
import { bulletLines } from '../../lib/bullet-lines';
import { i18n } from '../../lib/i18n/i18n';

// The copied and downloaded texts are written in the language the screen shows.

export function sessionHeading(
  record: Pick<WorkRecord, 'id' | 'startTime' | 'endTime'>,
  now: Date = new Date(),
): string {
  const end = record.endTime ? formatClock(record.endTime) : i18n.t('reports:text.now');
  const duration = formatDuration(minutesBetween(record.startTime, record.endTime, now));
  return i18n.t('reports:text.sessionHeading', {
    id: record.id,
    start: formatClock(record.startTime),
    end,
    duration,
  });
}

/**
 * What a summary's copy button puts on the clipboard: the spec's copy format, the session heading
 * then the description's bullet lines (written from the sections). The day's stand-up, for chat,
 * is the report's "Copy stand-up" (reportStandupText).
 */
export function summaryCopyText(record: WorkRecord, now: Date = new Date()): string {
  return [sessionHeading(record, now), ...bulletLines(record.summary?.description ?? '')].join('\n');
}

/** The day's stand-up from its report: its sections, else its bullet lines. */
export function reportStandupText(date: string, report: DailyReport): string {
  return standupText(
    i18n.t('reports:text.standup', { date: formatLongDate(date) }),
    report.sections,
    bulletLines(report.description ?? ''),
  );
}

export const reportFileName = (date: string) => `ai-report-${date}.txt`;

/** The downloadable report: the day's AI report (when there is one), then every summarised session. */
export function reportText(
  date: string,
  records: WorkRecord[],
  report: DailyReport | undefined,
  now: Date = new Date(),
): string {
  const lines = [i18n.t('reports:text.reportTitle', { date: formatLongDate(date) }), ''];
  if (report?.status === 'completed' && report.subject) {
    lines.push(`## ${report.subject}`);
    if (report.description) lines.push(...bulletLines(report.description));
    if (report.insights.length)
      lines.push('', i18n.t('reports:text.keyInsights'), ...report.insights.map((i) => `- ${i}`));
    lines.push('');
  }
  const summarised = [...records]
    .filter((r) => r.summary)
    .sort((a, b) => dayjs(a.startTime).diff(dayjs(b.startTime)));
  for (const r of summarised) {
    lines.push(
      summaryCopyText(r, now),
      i18n.t('reports:text.subject', { subject: r.summary?.subject ?? '' }),
      '',
    );
  }
  return lines.join('\n').trimEnd() + '\n';
}
