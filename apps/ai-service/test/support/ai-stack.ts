// The real auth, diary and ai services on real Postgres and Redis (records and notes come from
// libs/server-testing's factories).
import type { ConfigOverrides } from '@diary/server-core';
import { startTestStack, TestStack, useTestStack, withConfig } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../../diary-service/src/app';
import { createApp } from '../../src/app';
import type { configSchema } from '../../src/config';

/** `ai`: settings of the ai service's own over the stack's. */
export const startAiStack = (ai: ConfigOverrides<typeof configSchema> = {}): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createDiaryApp, ai: withConfig(createApp, ai) });

export const startAuthAndDiary = (): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createDiaryApp });

/** The same stacks for a suite: started before its tests, closed after. */
export const useAiStack = (): TestStack =>
  useTestStack({ auth: createAuthApp, diary: createDiaryApp, ai: createApp });
export const useAuthAndDiary = (): TestStack => useTestStack({ auth: createAuthApp, diary: createDiaryApp });

export { createRecord, getRecord } from '@diary/server-testing';

/** The ai service's events come after queued work, so its tests wait longer for them than the default. */
export const AI_EVENT_WAIT_MS = 15000;
