// diary note TEXT (or the text on standard input: `git log -1 --format=%s | diary note`): added to
// the running session, which is started when none runs, as the web's editor files today's notes.
import { randomUUID } from 'node:crypto';
import { usageError } from '../exit-codes.js';
import { localDayKey } from '../days.js';
import { clock } from '../format.js';

/** @typedef {import('@diary/contracts').WorkRecord} WorkRecord */

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerNote(program, ctx) {
  program
    .command('note')
    .description('Add a note to the running session (started if none runs)')
    .argument('[text...]', 'the note; read from standard input when absent')
    .option('--json', 'print JSON')
    .action(async (/** @type {string[]} */ words, /** @type {{ json?: boolean }} */ options) => {
      const content = (words.length ? words.join(' ') : await readStdin(ctx.io.stdin)).trim();
      if (!content)
        throw usageError('The note is empty: give its text, or pipe it in (`echo text | diary note`).');
      const api = await ctx.api();
      /** @type {WorkRecord | null} */
      const active = await api.get('/api/work-records/active');
      /** @type {WorkRecord} */
      const record =
        active ??
        (await api.post('/api/work-records', {
          startTime: new Date().toISOString(),
          date: localDayKey(),
          isActive: true,
        }));
      /** @type {import('@diary/contracts').WorkNote} */
      const note = await api.post('/api/work-notes', {
        workRecordId: record.id,
        content,
        clientId: randomUUID(),
      });
      ctx.print(options, note, () =>
        active
          ? `Note added to the session started at ${clock(record.startTime)}.`
          : `Started a work session at ${clock(record.startTime)} and added the note.`,
      );
    });
}

/** @param {NodeJS.ReadableStream & { isTTY?: boolean }} stdin @returns {Promise<string>} */
async function readStdin(stdin) {
  if (stdin.isTTY) return '';
  let text = '';
  for await (const chunk of stdin) text += chunk.toString();
  return text;
}
