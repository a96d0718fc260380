// One line gives a suite its running services and its signed-in users (as Outline's
// getTestServer does): `const stack = useTestStack({ diary: createApp })` starts them before the
// suite's tests and closes them after; `const alice = useTestSession(stack)` signs a new user in
// before each test. A spec then shows only what it is about.
import type { ConfigOverrides } from '@diary/server-core';
import { lateBound } from './late-bound';
import { AppFactory, ServiceName, startTestStack, TestStack } from './test-stack';
import { createTestSession, TestSession } from './test-session';

/** Starting several services (migrations included) on a busy machine may take longer than a test. */
const START_TIMEOUT_MS = 60000;

/** Starts the services in the suite's beforeAll and closes them in its afterAll. */
export function useTestStack(
  factories: Partial<Record<ServiceName, AppFactory>>,
  settings: ConfigOverrides = {},
): TestStack {
  const stack = lateBound<TestStack>('the test stack');
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(factories, settings);
    stack.set(started);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await started?.close();
    stack.set((started = undefined));
  });
  return stack.value;
}

/**
 * A signed-in user (a real session token and its live-session record, without the auth
 * service): a new one before each test (`'each'`, the default) or one for the whole suite (`'all'`).
 */
export function useTestSession(stack: TestStack, per: 'each' | 'all' = 'each'): TestSession {
  const session = lateBound<TestSession>('the test session');
  (per === 'each' ? beforeEach : beforeAll)(async () => session.set(await createTestSession(stack.env)));
  return session.value;
}
