// diary timesheet --from --to [--project] [--csv]: the billable rows and totals, or the CSV file.
import { usageError } from '../exit-codes.js';
import { isDayKey } from '../days.js';
import { clock, duration } from '../format.js';
import { projectIdFor } from '../projects.js';

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerTimesheet(program, ctx) {
  program
    .command('timesheet')
    .description('Print the timesheet of a range of days')
    .requiredOption('--from <date>', 'the first day, yyyy-MM-dd')
    .requiredOption('--to <date>', 'the last day, yyyy-MM-dd')
    .option('--project <project>', 'only this project, by name or id')
    .option('--csv', 'print the CSV file the web downloads')
    .option('--json', 'print JSON')
    .action(
      async (
        /** @type {{ from: string; to: string; project?: string; csv?: boolean; json?: boolean }} */ options,
      ) => {
        for (const name of /** @type {const} */ (['from', 'to']))
          if (!isDayKey(options[name]))
            throw usageError(`--${name} must be a real day written as yyyy-MM-dd, not "${options[name]}".`);
        const api = await ctx.api();
        const query = {
          from: options.from,
          to: options.to,
          projectId: options.project === undefined ? undefined : await projectIdFor(api, options.project),
        };
        if (options.csv && !options.json) {
          ctx.io.stdout.write(await api.text('/api/timesheet', { ...query, format: 'csv' }));
          return;
        }
        /** @type {import('@diary/contracts').TimesheetResponse} */
        const sheet = await api.get('/api/timesheet', query);
        ctx.print(options, sheet, () => sheetText(sheet));
      },
    );
}

/** @param {import('@diary/contracts').TimesheetResponse} sheet */
function sheetText(sheet) {
  const lines = sheet.rows.map((r) => {
    const end = r.end ? clock(r.end) : 'now';
    const money = r.amount === null ? '' : `  ${r.amount.toFixed(2)} ${r.currency}`;
    return `${r.date}  ${clock(r.start)}–${end}  ${duration(r.minutes).padEnd(12)}${r.project ?? '—'}  ${r.description}${money}`;
  });
  return [...lines, `Total: ${duration(sheet.totals.minutes)} (${sheet.from} to ${sheet.to})`].join('\n');
}
