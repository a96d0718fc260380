// Browser journeys against the real stack (started once for the run by global-setup), in the
// system Chromium. Screenshots of each screen go to apps/web-e2e/artifacts/.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/e2e-output',
  globalSetup: require.resolve('./support/global-setup'),
  globalTeardown: require.resolve('./support/global-teardown'),
  fullyParallel: false,
  // Two spec files at once share the one stack (every journey registers its own users); the
  // journeys spend much of their time waiting on timers and the stack, so two take the stage from
  // about 15 to 10 minutes on a 2-core machine (docs/decisions.md). E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Two workers, the five services and the browsers share CI's two cores: a long journey (every
  // theme, a reload per step) can take over a minute there, and a screen's first paint some seconds.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../tmp/test-results/web-e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker (issue 22) is tested in pwa.spec.ts, which allows it; elsewhere pages
    // talk to the network directly, so a cached shell never hides what a test checks.
    serviceWorkers: 'block',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
