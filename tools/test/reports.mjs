// Reading the test reports of `npm test` (tools/test/run-all.mjs) so that the total cannot mislead:
// a report that ran no test, a skipped or todo test, a suite that failed to run, or a missing
// report each count as a failure; Playwright's flaky tests (failed, then passed on a retry) are
// counted apart from the passes and named.

/**
 * @typedef {{ passed: number, failed: number, flaky: number, problems: string[], flakyTests: string[] }} Tally
 * @typedef {{ status?: string, title?: string, fullName?: string, ancestorTitles?: string[] }} AssertionResult
 * @typedef {{ name?: string, status?: string, message?: string, assertionResults?: AssertionResult[] }} SuiteResult
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number,
 *   numTodoTests?: number, numTotalTests?: number, numRuntimeErrorTestSuites?: number,
 *   numFailedTestSuites?: number, testResults?: SuiteResult[] }} JestReport
 * @typedef {{ title: string, status?: string, tests?: Array<{ status?: string }> }} PlaywrightSpec
 * @typedef {{ title?: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats: { expected?: number, unexpected?: number, flaky?: number, skipped?: number },
 *   suites?: PlaywrightSuite[], errors?: unknown[] }} PlaywrightReport
 */

/** @returns {Tally} */
export function emptyTally() {
  return { passed: 0, failed: 0, flaky: 0, problems: [], flakyTests: [] };
}

/**
 * Adds one project's report (jest, vitest or Playwright JSON) to the tally.
 * @param {Tally} tally
 * @param {string} project
 * @param {unknown} report
 */
export function addReport(tally, project, report) {
  if (report && typeof report === 'object' && 'stats' in report)
    addPlaywright(tally, project, /** @type {PlaywrightReport} */ (report));
  else addJest(tally, project, /** @type {JestReport} */ (report ?? {}));
}

/** @param {Tally} tally @param {string} project @param {JestReport} report */
function addJest(tally, project, report) {
  tally.passed += report.numPassedTests ?? 0;
  tally.failed += report.numFailedTests ?? 0;
  const suites = report.testResults ?? [];
  // A suite that failed to run at all (syntax error, failed beforeAll) counts once.
  const brokenSuites = suites.filter(
    (s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed'),
  );
  const broken = Math.max(
    report.numRuntimeErrorTestSuites ?? 0,
    brokenSuites.length,
    report.numFailedTestSuites && !report.numFailedTests ? 1 : 0,
  );
  if (broken) {
    tally.failed += broken;
    tally.problems.push(`${project}: ${broken} test file(s) failed to run`);
  }
  const skipped = suites.flatMap((s) =>
    (s.assertionResults ?? [])
      .filter((a) => ['pending', 'skipped', 'todo', 'disabled'].includes(a.status ?? ''))
      .map((a) => `${a.fullName ?? [...(a.ancestorTitles ?? []), a.title].join(' ')} (${a.status})`),
  );
  const notRun = Math.max(skipped.length, (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0));
  if (notRun) {
    tally.failed += notRun;
    tally.problems.push(
      `${project}: ${notRun} test(s) skipped or todo${skipped.length ? `: ${skipped.join('; ')}` : ''}`,
    );
  }
  if (!(report.numTotalTests ?? 0) && !broken) {
    tally.failed++;
    tally.problems.push(`${project}: ran no test`);
  }
}

/** @param {Tally} tally @param {string} project @param {PlaywrightReport} report */
function addPlaywright(tally, project, report) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  tally.passed += expected;
  tally.failed += unexpected;
  tally.flaky += flaky;
  for (const spec of specsOf(report.suites ?? []))
    for (const test of spec.spec.tests ?? [])
      if (test.status === 'flaky') tally.flakyTests.push(`${spec.file}: ${spec.spec.title}`);
  if (skipped) {
    tally.failed += skipped;
    tally.problems.push(`${project}: ${skipped} test(s) skipped`);
  }
  if ((report.errors ?? []).length) {
    tally.failed++;
    tally.problems.push(
      `${project}: the run reported ${(report.errors ?? []).length} error(s) outside tests`,
    );
  }
  if (!expected && !unexpected && !flaky && !skipped && !(report.errors ?? []).length) {
    tally.failed++;
    tally.problems.push(`${project}: ran no test`);
  }
}

/**
 * @param {PlaywrightSuite[]} suites
 * @param {string} [file]
 * @returns {Array<{ file: string, spec: PlaywrightSpec }>}
 */
function specsOf(suites, file = '') {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).map((spec) => ({ file: s.file ?? file, spec })),
    ...specsOf(s.suites ?? [], s.file ?? file),
  ]);
}

/**
 * Projects that must write a report: every project with a test target; a project with neither a
 * test nor an e2e target is a problem of its own (it runs no test).
 * @param {Tally} tally
 * @param {Array<{ name: string, targets: string[] }>} projects
 * @param {Set<string>} reported project names that wrote a readable report
 */
export function checkProjects(tally, projects, reported) {
  for (const p of projects) {
    const runsTests = p.targets.includes('test') || p.targets.includes('e2e');
    if (!runsTests) {
      tally.failed++;
      tally.problems.push(`${p.name}: has no test target`);
    } else if (p.targets.includes('test') && !reported.has(p.name)) {
      tally.failed++;
      tally.problems.push(`${p.name}: wrote no readable test report`);
    }
  }
}

/** The last line of `npm test`; .ci/run reads its first and third words. @param {Tally} tally */
export function summaryLine(tally) {
  return `${tally.passed} passed, ${tally.failed} failed, ${tally.flaky} flaky`;
}
