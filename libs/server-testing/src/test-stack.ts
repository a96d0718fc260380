// Starts real services in this process on real ports, wired to each other over HTTP, for
// integration tests: const stack = await startTestStack({ auth: createAuthApp, diary: createDiaryApp }).
// Each service gets its settings as createApp's argument (stack.config), never through process.env.
import type { INestApplication } from '@nestjs/common';
import { TestEnv, cleanupTestEnv, freePort, prepareTestEnv, testEnvConfig } from './test-env';

import { ConfigOverrides, SERVICE_REGISTRY, ServiceName, listenApp, urlVariable } from '@diary/server-core';

export type { ServiceName };
/** A service's createApp: the stack's settings in, the app (not yet listening) out. */
export type AppFactory = (config: TestConfig) => Promise<INestApplication>;
/** What the stack gives every service: the run's settings and the services' URLs. */
export type TestConfig = ReturnType<typeof testEnvConfig> & ConfigOverrides;

export interface TestStack {
  env: TestEnv;
  urls: Record<ServiceName, string>;
  /** The settings each service was given; pass them (with changes) to an app a test makes itself. */
  config: TestConfig;
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

/**
 * `settings`: shared settings of the suite's own given to every service over the stack's (a
 * REDIS_URL of its own also serves the stack's sessions and event listeners); settings of one
 * service go through withConfig.
 */
export async function startTestStack(
  factories: Partial<Record<ServiceName, AppFactory>>,
  settings: ConfigOverrides = {},
): Promise<TestStack> {
  const env = prepareTestEnv(settings.REDIS_URL);
  const names = Object.keys(ENV_URL) as ServiceName[];
  const ports = {} as Record<ServiceName, number>;
  const urls = {} as Record<ServiceName, string>;
  for (const name of names) {
    ports[name] = await freePort();
    urls[name] = `http://127.0.0.1:${ports[name]}`;
  }
  const config: TestConfig = {
    ...testEnvConfig(env),
    ...Object.fromEntries(names.map((name) => [ENV_URL[name], urls[name]])),
    ...settings,
    REDIS_URL: env.redisUrl,
  };
  const apps: Partial<Record<ServiceName, INestApplication>> = {};
  const start = async (name: ServiceName) => {
    const app = await factories[name]!(config);
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
    config,
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

/**
 * A service's createApp with settings of the suite's own merged over the stack's:
 * `useTestStack({ gateway: withConfig(createApp, { WS_MAX_SOCKETS_PER_USER: 3 }) })`.
 */
export function withConfig<C>(
  create: (config?: C) => Promise<INestApplication>,
  overrides: NoInfer<C>,
): AppFactory {
  return (config) => create({ ...config, ...overrides } as C);
}
