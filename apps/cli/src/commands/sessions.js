// diary start / stop / status: the running work session, as the web's Daily Work starts and stops it.
import { CliError, EXIT } from '../exit-codes.js';
import { localDayKey } from '../days.js';
import { clock, duration, sessionLine, sessionMinutes } from '../format.js';
import { projectIdFor } from '../projects.js';

/** @typedef {import('@diary/contracts').WorkRecord} WorkRecord */

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerSessions(program, ctx) {
  program
    .command('start')
    .description('Start a work session now')
    .option('--tag <tag>', 'a tag for the session (repeat for more)', collect, /** @type {string[]} */ ([]))
    .option('--project <project>', 'the session’s project, by name or id')
    .option('--json', 'print JSON')
    .action(async (/** @type {{ tag: string[]; project?: string; json?: boolean }} */ options) => {
      const api = await ctx.api();
      const projectId = options.project === undefined ? undefined : await projectIdFor(api, options.project);
      /** @type {WorkRecord} */
      const record = await api.post('/api/work-records', {
        startTime: new Date().toISOString(),
        date: localDayKey(),
        isActive: true,
        tags: options.tag.length ? options.tag : undefined,
        projectId,
      });
      ctx.print(
        options,
        record,
        () => `Started a work session at ${clock(record.startTime)}.${tagText(record)}`,
      );
    });

  program
    .command('stop')
    .description('Stop the running work session')
    .option('--json', 'print JSON')
    .action(async (/** @type {{ json?: boolean }} */ options) => {
      const api = await ctx.api();
      /** @type {WorkRecord | null} */
      const active = await api.get('/api/work-records/active');
      if (!active) throw new CliError('No work session is running.', EXIT.refused);
      /** @type {WorkRecord} */
      const record = await api.patch(`/api/work-records/${active.id}`, {
        endTime: new Date().toISOString(),
        isActive: false,
      });
      ctx.print(options, record, () => `Stopped the work session: ${sessionLine(record)}.`);
    });

  program
    .command('status')
    .description('Show the running work session, if any')
    .option('--json', 'print JSON')
    .action(async (/** @type {{ json?: boolean }} */ options) => {
      /** @type {WorkRecord | null} */
      const active = await (await ctx.api()).get('/api/work-records/active');
      ctx.print(options, active, () =>
        active
          ? `Running since ${clock(active.startTime)} (${duration(sessionMinutes(active))}).${tagText(active)}`
          : 'No work session is running.',
      );
    });
}

/** @param {string} value @param {string[]} list */
const collect = (value, list) => [...list, value];

/** @param {WorkRecord} record */
const tagText = (record) =>
  record.tags.length ? ` Tags: ${record.tags.map((t) => `#${t}`).join(' ')}.` : '';
