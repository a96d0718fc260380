import type { INestApplication } from '@nestjs/common';
import { startTestStack, withConfig } from './test-stack';

/** An app factory that keeps the settings it was given and listens nowhere. */
function recordingFactory(given: Array<Record<string, unknown>>) {
  return (config: Record<string, unknown> = {}) => {
    given.push(config);
    return Promise.resolve({
      get: () => ({ LISTEN_BACKLOG: 511 }), // the config listenApp reads
      listen: () => Promise.resolve(),
      close: () => Promise.resolve(),
    } as unknown as INestApplication);
  };
}

describe('the test stack', () => {
  it("gives each service the run's settings and every service's URL as createApp's argument, leaving process.env as it was", async () => {
    const before = { ...process.env };
    const given: Array<Record<string, unknown>> = [];
    const stack = await startTestStack({ diary: recordingFactory(given) });
    try {
      expect(process.env).toEqual(before);
      expect(given).toEqual([stack.config]);
      expect(stack.config).toMatchObject({
        NODE_ENV: 'test',
        DB_NAME_PREFIX: stack.env.dbPrefix,
        REDIS_PREFIX: stack.env.redisPrefix,
        REDIS_URL: stack.env.redisUrl,
        INTERNAL_TOKEN: stack.env.internalToken,
        AUTH_PUBLIC_KEY: stack.env.publicKey,
        AUTH_PRIVATE_KEY: stack.env.privateKey,
        AUTH_URL: stack.urls.auth,
        DIARY_URL: stack.urls.diary,
        AI_URL: stack.urls.ai,
        SEARCH_URL: stack.urls.search,
        GATEWAY_URL: stack.urls.gateway,
      });
    } finally {
      await stack.close();
    }
  });

  it("merges a suite's settings over the stack's: shared ones for every service, withConfig's for one, again on restart", async () => {
    const diary: Array<Record<string, unknown>> = [];
    const search: Array<Record<string, unknown>> = [];
    const stack = await startTestStack(
      {
        diary: recordingFactory(diary),
        search: withConfig(recordingFactory(search), { SEARCH_TYPO_TIMEOUT_MS: 300 }),
      },
      { SESSION_CACHE_MS: 0 },
    );
    try {
      await stack.stop('search');
      await stack.restart('search');
      expect(diary).toEqual([expect.objectContaining({ SESSION_CACHE_MS: 0 })]);
      expect(diary[0]).not.toHaveProperty('SEARCH_TYPO_TIMEOUT_MS');
      expect(search).toEqual([
        { ...stack.config, SEARCH_TYPO_TIMEOUT_MS: 300 },
        { ...stack.config, SEARCH_TYPO_TIMEOUT_MS: 300 },
      ]);
    } finally {
      await stack.close();
    }
  });
});
