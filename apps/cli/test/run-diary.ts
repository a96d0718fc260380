// Runs the real `diary` command (bin/diary.js) as a child process, as a person's shell would, with
// its own home and config folder, and collects what it printed and how it ended.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = join(__dirname, '..', 'bin', 'diary.js');

export interface DiaryRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout parsed as JSON (fails the test when it is not). */
  json<T = unknown>(): T;
}

export interface DiaryShell {
  /** Its HOME. */
  home: string;
  /** Its XDG_CONFIG_HOME (not HOME/.config, so a test tells them apart): `diary login` writes work-diary/config.json here. */
  configHome: string;
  run(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<DiaryRun>;
}

/** A shell of a new person: an empty home and config folder, nothing signed in. */
export function newShell(): DiaryShell {
  const home = mkdtempSync(join(tmpdir(), 'diary-cli-'));
  const configHome = join(home, 'xdg-config');
  return {
    home,
    configHome,
    run: (args, { input, env = {} } = {}) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [BIN, ...args], {
          env: { PATH: process.env.PATH ?? '', HOME: home, XDG_CONFIG_HOME: configHome, ...env },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
        child.on('error', reject);
        child.on('close', (code) =>
          resolve({
            code,
            stdout,
            stderr,
            json: <T>() => {
              try {
                return JSON.parse(stdout) as T;
              } catch {
                throw new Error(`diary ${args.join(' ')} printed no JSON:\n${stdout}\n${stderr}`);
              }
            },
          }),
        );
        child.stdin.end(input ?? '');
      }),
  };
}
