// The ai service as a real child process, run from its build output, so that a test can kill it
// (SIGKILL: no shutdown hooks, jobs left locked in Redis) and start it again.
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@diary/server-testing';
import { sleep } from '@diary/server-testing';

const root = join(__dirname, '..', '..', '..', '..');
export const AI_MAIN = join(root, 'dist/apps/ai-service/apps/ai-service/src/main.js');

/** Newest modification time of any file under the folders (0 when none). */
function newest(dirs: string[]): number {
  let latest = 0;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return latest;
}

/**
 * Makes sure dist holds a build of the current sources. `nx test ai-service` builds first (the
 * test target depends on build), so this only builds when jest runs alone on changed sources,
 * then under the shared build lock when there is one (bounded, so that it cannot wait forever).
 */
export function ensureAiServiceBuilt(): void {
  const sources = [
    'apps/ai-service/src',
    'libs/contracts/src',
    'libs/server-core/src',
    'libs/server-auth/src',
  ].map((d) => join(root, d));
  if (existsSync(AI_MAIN) && newest([join(root, 'dist/apps/ai-service')]) >= newest(sources)) return;
  const nx = [join(root, 'node_modules/nx/dist/bin/nx.js'), 'build', 'ai-service', '--output-style=static'];
  const useLock = existsSync('/usr/bin/flock');
  const [cmd, args] = useLock
    ? ['/usr/bin/flock', ['-w', '900', '/tmp/build.lock', process.execPath, ...nx]]
    : [process.execPath, nx];
  const result = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ai-service failed:\n${result.stdout}\n${result.stderr}`);
}

export class AiProcess {
  private child?: ChildProcess;
  readonly output: string[] = [];

  private constructor(
    readonly url: string,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  /**
   * Starts the built service with the current process.env plus `settings` (a test stack's config
   * and the test's own), and waits until it is healthy.
   */
  static async start(settings: Record<string, string | number | boolean | undefined>): Promise<AiProcess> {
    const port = await freePort();
    const given = Object.entries(settings).filter(([, v]) => v !== undefined);
    const proc = new AiProcess(`http://127.0.0.1:${port}`, {
      ...process.env,
      ...Object.fromEntries(given.map(([k, v]) => [k, String(v)])),
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    await proc.restart();
    return proc;
  }

  async restart(): Promise<void> {
    const child = spawn(process.execPath, [AI_MAIN], { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (d: Buffer) => this.output.push(d.toString()));
    const end = Date.now() + 30000;
    while (Date.now() < end) {
      if (child.exitCode !== null)
        throw new Error(`the ai service exited (${child.exitCode}):\n${this.output.join('')}`);
      const ok = await fetch(`${this.url}/internal/health`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`the ai service did not become healthy:\n${this.output.join('')}`);
  }

  /** Kills the process at once, as a crash or an OOM kill would. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}
