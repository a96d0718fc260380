#!/usr/bin/env node
// A year's timesheet rows' first note lines (16,060 of the http-path bench's 20,075 rows have no
// description of their own) read by micromark, as every row was before issue 45, and by the
// expressions the timesheet reads common lines with now (timesheet-description.ts). Prints the
// wall and CPU time of each: CPU time is what a loaded machine cannot blur.
// Needs the built diary (`npx nx run diary-service:build`).
// Usage: node tools/bench/timesheet/first-lines.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
// A path built at run time: the build is not there when the tools are type-checked.
const built = '../../../dist/apps/diary-service/apps/diary-service/src/timesheet/timesheet-description.js';
/** @type {{ renderedLineForTests: (line: string) => string, plainLine: (line: string) => string }} */
const description = require(built);
const lines = Array.from({ length: 16_060 }, (_, i) => `## Note ${(i % 2) + 1} of the **session**`);
/** @type {[string, (line: string) => string][]} */
const readers = [
  ['micromark (before)', description.renderedLineForTests],
  ['expressions, micromark for the rest (now)', description.plainLine],
];
for (const [name, read] of readers) {
  read(lines[0]);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const line of lines) read(line);
  const used = process.cpuUsage(cpu);
  console.log(
    `${name}: ${lines.length.toLocaleString('en-US')} first lines in ${(performance.now() - started).toFixed(0)} ms, ` +
      `${((used.user + used.system) / 1000).toFixed(0)} ms of CPU`,
  );
}
