// diary ask QUESTION: "Ask your diary", counted from this computer's today.
import { localDayKey } from '../days.js';
import { duration } from '../format.js';

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerAsk(program, ctx) {
  program
    .command('ask')
    .description('Ask your diary a question, like "How long did I spend on #acme last week?"')
    .argument('<question...>', 'the question')
    .option('--json', 'print JSON')
    .action(async (/** @type {string[]} */ words, /** @type {{ json?: boolean }} */ options) => {
      /** @type {import('@diary/contracts').AskResponse} */
      const answer = await (
        await ctx.api()
      ).post('/api/ask', { question: words.join(' '), today: localDayKey() });
      ctx.print(options, answer, () =>
        [answer.answer, ...answer.figures.map((f) => `  ${f.label}: ${duration(f.minutes)}`)].join('\n'),
      );
    });
}
