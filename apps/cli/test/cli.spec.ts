// `diary`, run as a child process against the whole stack through the gateway: sign-in and its
// config file, the day's loop (start, note from standard input, status, stop, today), stand-up,
// ask and timesheet, each printing JSON that parses; exit 1 when the server says no, 2 for bad usage.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AskResponse,
  DailyReport,
  DayResponse,
  TimesheetResponse,
  WorkNote,
  WorkRecord,
} from '@diary/contracts';
import { createApiToken, registerUser, useTestStack } from '@diary/server-testing';
import { createApp as createGateway } from '../../gateway/src/app';
import { createApp as createAuth } from '../../auth-service/src/app';
import { createApp as createDiary } from '../../diary-service/src/app';
import { createApp as createAi } from '../../ai-service/src/app';
import { createApp as createSearch } from '../../search-service/src/app';
import { newShell } from './run-diary';

const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('the diary command line', () => {
  const stack = useTestStack({
    auth: createAuth,
    diary: createDiary,
    ai: createAi,
    search: createSearch,
    gateway: createGateway,
  });
  /** A new account's shell, signed in with `diary login` and a token of that scope. */
  const signedIn = async (scope: 'read' | 'write' = 'write') => {
    const user = await registerUser(stack.urls.gateway);
    const token = await createApiToken(stack.urls.gateway, user.cookie, scope);
    const shell = newShell();
    const login = await shell.run(['login', '--url', stack.urls.gateway, '--token', token, '--json']);
    expect([login.code, login.stderr]).toEqual([0, '']);
    expect(login.json()).toMatchObject({ url: stack.urls.gateway, username: user.username });
    return { user, token, shell };
  };

  it('saves the address and token with `diary login`, readable by the owner alone', async () => {
    const { shell, token } = await signedIn();
    const file = join(shell.configHome, 'work-diary', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ url: stack.urls.gateway, token });
    const status = await shell.run(['status', '--json']);
    expect([status.code, status.json()]).toEqual([0, null]);
  });

  it('keeps the config in ~/.config/work-diary when XDG_CONFIG_HOME is not set', async () => {
    const user = await registerUser(stack.urls.gateway);
    const token = await createApiToken(stack.urls.gateway, user.cookie, 'read');
    const shell = newShell();
    const env = { XDG_CONFIG_HOME: '' };
    expect((await shell.run(['login', '--url', stack.urls.gateway, '--token', token], { env })).code).toBe(0);
    const file = join(shell.home, '.config', 'work-diary', 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await shell.run(['status'], { env })).stdout).toBe('No work session is running.\n');
  });

  it('starts a session, adds a note from standard input, stops it and reads the day back', async () => {
    const { shell } = await signedIn();
    const started = await shell.run(['start', '--tag', 'cli', '--tag', 'Release', '--json']);
    expect(started.code).toBe(0);
    const record = started.json<WorkRecord>();
    expect(record).toMatchObject({ isActive: true, date: localToday(), tags: ['cli', 'release'] });

    // As in `git log -1 --format=%s | diary note`.
    const note = await shell.run(['note', '--json'], { input: 'Merged PAY-1412: retries with jitter\n' });
    expect(note.code).toBe(0);
    expect(note.json<WorkNote>()).toMatchObject({ content: 'Merged PAY-1412: retries with jitter' });
    expect((await shell.run(['note', 'Paired', 'with', 'Ana'])).stdout).toMatch(/^Note added to the session/);

    const status = await shell.run(['status', '--json']);
    expect(status.json<WorkRecord>().id).toBe(record.id);
    const stopped = await shell.run(['stop', '--json']);
    expect(stopped.json<WorkRecord>()).toMatchObject({ id: record.id, isActive: false });

    const today = (await shell.run(['today', '--json'])).json<DayResponse>();
    expect(today.records.map((r) => r.id)).toEqual([record.id]);
    expect(today.records[0].notes.map((n) => n.content)).toEqual([
      'Merged PAY-1412: retries with jitter',
      'Paired with Ana',
    ]);
    const human = await shell.run(['today']);
    expect(human.stdout).toContain('  - Merged PAY-1412: retries with jitter');
  });

  it('prints the stand-up, an answer and the timesheet as JSON, and the timesheet as CSV', async () => {
    const { shell } = await signedIn();
    await shell.run(['start', '--tag', 'billing']);
    await shell.run(['stop']);
    const standup = await shell.run(['standup', localToday(), '--json']);
    expect([standup.code, standup.json<DailyReport>().date]).toEqual([0, localToday()]);
    const ask = await shell.run(['ask', 'How', 'long', 'did', 'I', 'work', 'this', 'week?', '--json']);
    expect(ask.code).toBe(0);
    expect(typeof ask.json<AskResponse>().answer).toBe('string');
    const sheet = await shell.run(['timesheet', '--from', localToday(), '--to', localToday(), '--json']);
    expect(sheet.json<TimesheetResponse>().rows).toHaveLength(1);
    const csv = await shell.run(['timesheet', '--from', localToday(), '--to', localToday(), '--csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^date,/);
  });

  it('takes DIARY_URL and DIARY_TOKEN instead of a saved config, and shows another user nothing of the first', async () => {
    const first = await signedIn();
    await first.shell.run(['note', 'Only mine']);
    const other = await signedIn();
    const fresh = newShell();
    const env = { DIARY_URL: stack.urls.gateway, DIARY_TOKEN: other.token };
    const today = await fresh.run(['today', '--json'], { env });
    expect([today.code, today.json<DayResponse>().records]).toEqual([0, []]);
  });

  it('exits 1 with the server’s sentence when the server says no', async () => {
    const { shell } = await signedIn();
    await shell.run(['start']);
    const again = await shell.run(['start']);
    expect([again.code, again.stderr]).toEqual([1, 'diary: 409: A work session is already active.\n']);

    const reader = await signedIn('read');
    const write = await reader.shell.run(['start']);
    expect([write.code, write.stderr]).toEqual([1, 'diary: 403: This API token can only read.\n']);
    const stop = await reader.shell.run(['stop']);
    expect([stop.code, stop.stderr]).toEqual([1, 'diary: No work session is running.\n']);

    const revoked = await newShell().run(['status'], {
      env: { DIARY_URL: stack.urls.gateway, DIARY_TOKEN: 'wdt_not_a_real_token' },
    });
    expect([revoked.code, revoked.stderr]).toEqual([1, 'diary: 401: You are not signed in.\n']);
  });

  it('exits 2 for bad usage, saying what is wrong', async () => {
    const { shell } = await signedIn();
    const cases: Array<[string[], RegExp]> = [
      [['start', '--colour', 'red'], /unknown option '--colour'/],
      [['timesheet', '--to', '2024-05-31'], /required option '--from <date>' not specified/],
      [['timesheet', '--from', '2024-02-30', '--to', '2024-03-01'], /--from must be a real day/],
      [['standup', 'yesterday'], /The date must be a real day written as yyyy-MM-dd/],
      [['ask'], /missing required argument 'question'/],
      [['note'], /The note is empty/],
      [['launch'], /unknown command 'launch'/],
    ];
    for (const [args, message] of cases) {
      const run = await shell.run(args);
      expect([args, run.code]).toEqual([args, 2]);
      expect(run.stderr).toMatch(message);
    }
    const nobody = await newShell().run(['today']);
    expect([nobody.code, nobody.stderr]).toEqual([
      2,
      expect.stringMatching(/Not signed in: run `diary login/),
    ]);
  });

  it('answers `npx diary --help` in the repository, as after npm ci (the root package’s bin)', async () => {
    const help = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn('npx', ['diary', '--help'], { cwd: join(__dirname, '..', '..', '..') });
      let stdout = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout }));
    });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: diary \[options\] \[command\]/);
    for (const command of [
      'login',
      'start',
      'stop',
      'status',
      'note',
      'today',
      'standup',
      'ask',
      'timesheet',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
  }, 120000);
});
