// The `diary` program: its commands, and how it ends (exit 0 ok, 1 the server said no, 2 bad usage).
import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './exit-codes.js';
import { Context } from './context.js';
import { registerLogin } from './commands/login.js';
import { registerSessions } from './commands/sessions.js';
import { registerNote } from './commands/note.js';
import { registerDays } from './commands/days.js';
import { registerAsk } from './commands/ask.js';
import { registerTimesheet } from './commands/timesheet.js';

/**
 * Runs the command line and resolves with the exit code.
 * @param {string[]} argv process.argv
 * @param {import('./context.js').Io} [io]
 */
export async function run(
  argv,
  io = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env },
) {
  const ctx = new Context(io);
  const program = new Command('diary')
    .description('Your Work Diary from the terminal.')
    .version('0.1.0')
    .exitOverride()
    .showHelpAfterError('(run `diary --help` for the commands)')
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  for (const register of [
    registerLogin,
    registerSessions,
    registerNote,
    registerDays,
    registerAsk,
    registerTimesheet,
  ])
    register(program, ctx);
  program.addHelpText(
    'after',
    '\nConfiguration: DIARY_URL and DIARY_TOKEN, else what `diary login` saved in\n$XDG_CONFIG_HOME/work-diary/config.json (~/.config/work-diary/config.json).\nExit codes: 0 ok, 1 the server said no, 2 bad usage.',
  );
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (err) {
    // Help and --version end with 0; every other Commander error is a usage mistake it has printed.
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (err instanceof CliError) {
      io.stderr.write(`diary: ${err.message}\n`);
      return err.exitCode;
    }
    io.stderr.write(`diary: ${err instanceof Error ? err.message : String(err)}\n`);
    return EXIT.refused;
  }
}
