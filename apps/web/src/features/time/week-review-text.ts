// The weekly review as plain text, for Copy and for the week-review-{monday}.txt download: the
// subject, the description's lines as bullets, the key insights and each day's time and subject.
import type { WeekReport } from '@diary/contracts';
import dayjs from 'dayjs';
import { formatDuration } from '../../app/time';
import { bulletLines } from '../../lib/bullet-lines';

export const weekReviewFileName = (monday: string) => `week-review-${monday}.txt`;

export function weekReviewText(report: WeekReport): string {
  const monday = dayjs(report.date);
  const lines = [
    `# Weekly review: ${monday.format('MMMM D')} – ${monday.add(6, 'day').format('MMMM D, YYYY')}`,
    '',
  ];
  if (report.subject) lines.push(`## ${report.subject}`);
  if (report.description) lines.push(...bulletLines(report.description));
  if (report.insights.length) lines.push('', '### Key Insights', ...report.insights.map((i) => `- ${i}`));
  if (report.days.length) {
    lines.push('', '### Days');
    for (const d of report.days)
      lines.push(
        `- ${dayjs(d.date).format('dddd D MMM')}: ${formatDuration(d.minutes)}${d.subject ? ` — ${d.subject}` : ''}`,
      );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
