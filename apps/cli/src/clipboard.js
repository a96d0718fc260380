// --copy: the system's clipboard command (macOS, Wayland, X11, Windows/WSL), the first that runs.
import { spawn } from 'node:child_process';
import { CliError, EXIT } from './exit-codes.js';

/** @type {Array<[string, string[]]>} */
const COMMANDS = [
  ['pbcopy', []],
  ['wl-copy', []],
  ['xclip', ['-selection', 'clipboard']],
  ['xsel', ['--clipboard', '--input']],
  ['clip.exe', []],
];

/** @param {string} text */
export async function copyToClipboard(text) {
  for (const [command, args] of COMMANDS) if (await pipeTo(command, args, text)) return;
  throw new CliError(
    'Could not copy: no clipboard command found (pbcopy, wl-copy, xclip, xsel or clip.exe).',
    EXIT.refused,
  );
}

/** @param {string} command @param {string[]} args @param {string} text @returns {Promise<boolean>} */
function pipeTo(command, args, text) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
    child.stdin.on('error', () => undefined);
    child.stdin.end(text);
  });
}
