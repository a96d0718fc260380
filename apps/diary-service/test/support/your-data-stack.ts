// The whole back end (auth, diary, ai, search) for the "Your data" tests, with registered users
// (real accounts, because export asks auth for the username and e-mail) and a reader of binary answers.
import request from 'supertest';
import {
  registerUser,
  startTestStack,
  TestStack,
  uniqueName,
  useTestStack,
  withConfig,
  type Account,
} from '@diary/server-testing';
import type { ConfigOverrides } from '@diary/server-core';
import { createApp as createAuthApp } from '../../../auth-service/src/app';
import { createApp as createAiApp } from '../../../ai-service/src/app';
import { createApp as createSearchApp } from '../../../search-service/src/app';
import { createApp } from '../../src/app';
import type { configSchema } from '../../src/config';

const WHOLE = { auth: createAuthApp, diary: createApp, ai: createAiApp, search: createSearchApp };
/** `diary`: settings of the diary's own over the stack's. */
export const startWholeStack = (diary: ConfigOverrides<typeof configSchema> = {}): Promise<TestStack> =>
  startTestStack({ ...WHOLE, diary: withConfig(createApp, diary) });
/** The whole back end for a suite: started before its tests, closed after. `diary`: as above. */
export const useWholeStack = (diary: ConfigOverrides<typeof configSchema> = {}): TestStack =>
  useTestStack({ ...WHOLE, diary: withConfig(createApp, diary) });

export type { Account } from '@diary/server-testing';

/** A registered account (export asks auth for its username and e-mail), signed in. */
export const register = (stack: TestStack, prefix = 'me'): Promise<Account> =>
  registerUser(stack.urls.auth, { username: uniqueName(prefix) });

/** supertest parser that keeps the body as a Buffer (zip, csv). */
export function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
