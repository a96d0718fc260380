// diary today / standup [DATE] [--copy]: the day's sessions and notes, and the day's stand-up.
import { usageError } from '../exit-codes.js';
import { isDayKey, localDayKey } from '../days.js';
import { duration, sessionLine, standupText } from '../format.js';
import { copyToClipboard } from '../clipboard.js';

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerDays(program, ctx) {
  program
    .command('today')
    .description('Show today’s sessions and notes')
    .option('--json', 'print JSON')
    .action(async (/** @type {{ json?: boolean }} */ options) => {
      const date = localDayKey();
      /** @type {import('@diary/contracts').DayResponse} */
      const day = await (await ctx.api()).get(`/api/work-records/${date}`);
      ctx.print(options, day, () => dayText(date, day));
    });

  program
    .command('standup')
    .description('Print a day’s stand-up (today when no date is given)')
    .argument('[date]', 'the day, yyyy-MM-dd')
    .option('--copy', 'also copy it to the clipboard')
    .option('--json', 'print JSON')
    .action(
      async (
        /** @type {string | undefined} */ given,
        /** @type {{ copy?: boolean; json?: boolean }} */ options,
      ) => {
        const date = given ?? localDayKey();
        if (!isDayKey(date))
          throw usageError(`The date must be a real day written as yyyy-MM-dd, not "${date}".`);
        /** @type {import('@diary/contracts').DailyReport} */
        const report = await (await ctx.api()).get(`/api/reports/${date}`);
        const text =
          report.status === 'none' ? `No stand-up for ${date} yet.` : standupText(date, report).trimEnd();
        ctx.print(options, report, () => text);
        if (options.copy && report.status !== 'none') await copyToClipboard(text + '\n');
      },
    );
}

/** @param {string} date @param {import('@diary/contracts').DayResponse} day */
function dayText(date, day) {
  if (!day.records.length) return `${date}: no work sessions yet.`;
  const lines = [`${date}: ${duration(day.totalDuration)} in ${day.records.length} session(s)`];
  for (const record of day.records) {
    lines.push('', sessionLine(record));
    for (const note of record.notes)
      lines.push(...note.content.split('\n').map((l, i) => (i ? `    ${l}` : `  - ${l}`)));
  }
  return lines.join('\n');
}
