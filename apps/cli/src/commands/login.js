// diary login --url URL --token TOKEN: checks the token against the server, then saves both.
import { ApiClient } from '../api-client.js';
import { saveConfig } from '../config.js';
import { usageError } from '../exit-codes.js';

/** @param {import('commander').Command} program @param {import('../context.js').Context} ctx */
export function registerLogin(program, ctx) {
  program
    .command('login')
    .description('Save the diary’s address and your API token (Settings → Security → API tokens)')
    .requiredOption('--url <url>', 'the diary’s address, like https://diary.example.com')
    .requiredOption('--token <token>', 'a personal API token (wdt_…)')
    .option('--json', 'print JSON')
    .action(async (/** @type {{ url: string; token: string; json?: boolean }} */ options) => {
      const url = parseUrl(options.url);
      /** @type {{ username: string }} */
      const me = await new ApiClient({ url, token: options.token }).get('/api/auth/me');
      const path = await saveConfig({ url, token: options.token }, ctx.io.env);
      ctx.print(
        options,
        { url, username: me.username, config: path },
        () => `Signed in to ${url} as ${me.username}.`,
      );
    });
}

/** @param {string} text */
function parseUrl(text) {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    // Refused below.
  }
  throw usageError(`--url must be an http or https address, like https://diary.example.com (not "${text}").`);
}
