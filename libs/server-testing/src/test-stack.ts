// Starts real services in this process on real ports, wired to each other over HTTP, for
// integration tests: const stack = await startTestStack({ auth: createAuthApp, diary: createDiaryApp }).
import type { INestApplication } from '@nestjs/common';
import { TestEnv, cleanupTestEnv, freePort, prepareTestEnv } from './test-env';

import { SERVICE_REGISTRY, ServiceName, listenApp, urlVariable } from '@diary/server-core';

export type { ServiceName };
export type AppFactory = () => Promise<INestApplication>;

export interface TestStack {
  env: TestEnv;
  urls: Record<ServiceName, string>;
  apps: Partial<Record<ServiceName, INestApplication>>;
  /** Stops one service (for "a dependency is down" tests); start it again with restart(). */
  stop(name: ServiceName): Promise<void>;
  restart(name: ServiceName): Promise<void>;
  /** Runs `fn` when the stack closes, before its services stop and its databases are dropped. */
  onClose(fn: () => unknown): void;
  close(): Promise<void>;
}

const ENV_URL = Object.fromEntries(SERVICE_REGISTRY.map((s) => [s.name, urlVariable(s)])) as Record<
  ServiceName,
  string
>;

export async function startTestStack(
  factories: Partial<Record<ServiceName, AppFactory>>,
): Promise<TestStack> {
  const env = prepareTestEnv();
  const names = Object.keys(ENV_URL) as ServiceName[];
  const ports = {} as Record<ServiceName, number>;
  const urls = {} as Record<ServiceName, string>;
  for (const name of names) {
    ports[name] = await freePort();
    urls[name] = `http://127.0.0.1:${ports[name]}`;
    process.env[ENV_URL[name]] = urls[name];
  }
  const apps: Partial<Record<ServiceName, INestApplication>> = {};
  const start = async (name: ServiceName) => {
    const app = await factories[name]!();
    await listenApp(app, ports[name], '127.0.0.1'); // as runService listens (LISTEN_BACKLOG)
    apps[name] = app;
  };
  // Auth first: the others ask it about sessions.
  const order = names.filter((n) => factories[n]);
  const closers: Array<() => unknown> = [];
  try {
    for (const name of order) await start(name);
  } catch (err) {
    await Promise.all(Object.values(apps).map((a) => a?.close()));
    await cleanupTestEnv(env);
    throw err;
  }
  return {
    env,
    urls,
    apps,
    async stop(name) {
      await apps[name]?.close();
      delete apps[name];
    },
    async restart(name) {
      await start(name);
    },
    onClose(fn) {
      closers.push(fn);
    },
    async close() {
      for (const fn of closers.splice(0).reverse()) await (async () => fn())().catch(() => undefined);
      for (const name of [...order].reverse()) await apps[name]?.close().catch(() => undefined);
      await cleanupTestEnv(env);
    },
  };
}
