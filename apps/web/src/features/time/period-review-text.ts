// A period review as plain text, for Copy and for the {kind}-review-{start}.txt download: the
// subject, the description's lines as bullets, the key insights and each day's time and subject.
import type { WeekReport } from '@diary/contracts';
import { formatDayRange, formatDuration, formatWeekdayDayMonth } from '../../lib/time';
import { i18n } from '../../lib/i18n/i18n';
import { bulletLines } from '../../lib/bullet-lines';
import type { ReviewPeriod } from './review-periods';

export const periodReviewFileName = (period: ReviewPeriod, start: string) =>
  `${period.kind}-review-${start}.txt`;

export function periodReviewText(period: ReviewPeriod, report: WeekReport): string {
  // Written in the language and formats the screen shows.
  const range = formatDayRange(report.date, period.end(report.date), { withYear: true, month: 'long' });
  const lines = [i18n.t(period.texts.textTitle, { range }), ''];
  if (report.subject) lines.push(`## ${report.subject}`);
  if (report.description) lines.push(...bulletLines(report.description));
  if (report.insights.length)
    lines.push('', i18n.t('time:text.keyInsights'), ...report.insights.map((i) => `- ${i}`));
  if (report.days.length) {
    lines.push('', i18n.t('time:text.days'));
    for (const d of report.days)
      lines.push(
        `- ${formatWeekdayDayMonth(d.date)}: ${formatDuration(d.minutes)}${d.subject ? ` — ${d.subject}` : ''}`,
      );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
