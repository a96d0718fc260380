// Shared jest settings for the server projects: swc for speed (with decorator metadata for Nest),
// the tsconfig path aliases, and one worker (tests hit real Postgres and Redis).
const path = require('node:path');
const fs = require('node:fs');
const swcrc = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcrc.$schema;

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false }] },
  // openid-client (the auth service's) and oidc-provider (its tests') ship as ES modules only:
  // compiled like our own code, so every suite that starts the auth service can load them.
  // So do micromark and its parts (the gateway's Daily Work preview renders notes with it), and
  // the mdast utilities the offline writer reads notes with, and Octokit with its parts (the diary's
  // GitHub connection; its own content-type is ESM too).
  transformIgnorePatterns: [
    '/node_modules/(?!(openid-client|oauth4webapi|oidc-provider|jose|micromark[a-z-]*|decode-named-character-reference|character-entities|devlop|mdast-util-[a-z-]*|unist-util-[a-z-]*|ccount|longest-streak|zwitch|markdown-table|escape-string-regexp|@octokit|before-after-hook|universal-user-agent|json-with-bigint|content-type)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '^@diary/contracts$': path.join(__dirname, 'libs/contracts/src/index.ts'),
    '^@diary/contracts/server$': path.join(__dirname, 'libs/contracts-server/src/index.ts'),
    '^@diary/server-core$': path.join(__dirname, 'libs/server-core/src/index.ts'),
    '^@diary/server-auth$': path.join(__dirname, 'libs/server-auth/src/index.ts'),
    '^@diary/server-testing$': path.join(__dirname, 'libs/server-testing/src/index.ts'),
    // Apart from the index: it starts an ESM-only package that only some suites need.
    '^@diary/server-testing/oidc-provider$': path.join(
      __dirname,
      'libs/server-testing/src/oidc-test-provider.ts',
    ),
  },
  // supertest calls send Sec-Fetch-Site: same-origin, as the web app's requests do (CSRF rule).
  setupFiles: [path.join(__dirname, 'tools/test/jest-browser-headers.js')],
  testTimeout: 30000,
  maxWorkers: 1,
  // A Redis or pg handle closing late must not hang CI; every suite still closes what it opens.
  forceExit: true,
};
