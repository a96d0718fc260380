// The CLI's tests are TypeScript specs that run `diary` as a child process against a real stack.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'cli',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
  // Starting every service and running the CLI many times takes longer than one unit test.
  testTimeout: 60000,
};
