import { describe, expect, it } from 'vitest';
import { addReport, checkProjects, emptyTally, summaryLine } from './reports.mjs';

const jest = (over = {}) => ({
  numPassedTests: 2,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numTotalTests: 2,
  numRuntimeErrorTestSuites: 0,
  numFailedTestSuites: 0,
  testResults: [
    {
      name: 'a.spec.ts',
      status: 'passed',
      assertionResults: [
        { status: 'passed', fullName: 'a one' },
        { status: 'passed', fullName: 'a two' },
      ],
    },
  ],
  ...over,
});

describe('jest and vitest reports', () => {
  it('counts passes and failures', () => {
    const t = emptyTally();
    addReport(t, 'diary', jest({ numPassedTests: 1, numFailedTests: 1 }));
    expect([t.passed, t.failed, t.problems]).toEqual([1, 1, []]);
  });

  it('fails a report that ran no test', () => {
    const t = emptyTally();
    addReport(t, 'contracts', jest({ numPassedTests: 0, numTotalTests: 0, testResults: [] }));
    expect(t.failed).toBe(1);
    expect(t.problems).toEqual(['contracts: ran no test']);
  });

  it('fails and names every skipped or todo test', () => {
    const t = emptyTally();
    addReport(
      t,
      'diary',
      jest({
        numPassedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          {
            status: 'passed',
            assertionResults: [
              { status: 'passed', fullName: 'x' },
              { status: 'pending', fullName: 'outbox during a Redis outage keeps events' },
              { status: 'todo', fullName: 'later' },
            ],
          },
        ],
      }),
    );
    expect(t.failed).toBe(2);
    expect(t.problems[0]).toContain('outbox during a Redis outage keeps events (pending)');
    expect(t.problems[0]).toContain('later (todo)');
  });

  it('counts a test file that failed to run once', () => {
    const t = emptyTally();
    addReport(
      t,
      'ai',
      jest({
        numPassedTests: 0,
        numTotalTests: 0,
        numRuntimeErrorTestSuites: 1,
        numFailedTestSuites: 1,
        testResults: [{ status: 'failed', assertionResults: [] }],
      }),
    );
    expect(t.failed).toBe(1);
    expect(t.problems).toEqual(['ai: 1 test file(s) failed to run']);
  });
});

describe('Playwright reports', () => {
  const report = (stats, suites = []) => ({ stats, suites, errors: [] });

  it('counts flaky tests apart from passes and names them', () => {
    const t = emptyTally();
    addReport(
      t,
      'web-e2e',
      report({ expected: 3, unexpected: 0, flaky: 1, skipped: 0 }, [
        {
          file: 'auth.spec.ts',
          suites: [{ specs: [{ title: 'signs in', tests: [{ status: 'flaky' }] }] }],
          specs: [{ title: 'registers', tests: [{ status: 'expected' }] }],
        },
      ]),
    );
    expect([t.passed, t.failed, t.flaky]).toEqual([3, 0, 1]);
    expect(t.flakyTests).toEqual(['auth.spec.ts: signs in']);
    expect(summaryLine(t)).toBe('3 passed, 0 failed, 1 flaky');
  });

  it('fails skipped tests and a run that ran nothing', () => {
    const skipped = emptyTally();
    addReport(skipped, 'web-e2e', report({ expected: 1, unexpected: 0, flaky: 0, skipped: 2 }));
    expect(skipped.failed).toBe(2);
    const none = emptyTally();
    addReport(none, 'web-e2e', report({ expected: 0, unexpected: 0, flaky: 0, skipped: 0 }));
    expect(none.problems).toEqual(['web-e2e: ran no test']);
  });
});

describe('projects', () => {
  it('fails a project with no test target and a test project with no report', () => {
    const t = emptyTally();
    checkProjects(
      t,
      [
        { name: 'diary-service', targets: ['test'] },
        { name: 'web-e2e', targets: ['e2e'] },
        { name: 'server-testing', targets: [] },
        { name: 'gateway', targets: ['test'] },
      ],
      new Set(['diary-service']),
    );
    expect(t.failed).toBe(2);
    expect(t.problems).toEqual([
      'server-testing: has no test target',
      'gateway: wrote no readable test report',
    ]);
  });
});
