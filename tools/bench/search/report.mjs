// Turns the samples into a run of the "Search" section of docs/benchmarks.md (earlier runs are kept).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms) => ms.toFixed(2);

function stats(values) {
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: pct(s, 50),
    p95: pct(s, 95),
    p99: pct(s, 99),
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
}

const MB = (bytes) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;

/**
 * This run as a subsection added at the end of the "Search" section of docs/benchmarks.md; earlier
 * runs stay where they are.
 */
export function writeSearchSection(
  root,
  { command, date, machine, load, shape, sizes, loaded, samples },
  write,
) {
  const http = stats(samples.map((s) => s.http));
  const sql = stats(samples.map((s) => s.sql));
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const ratio = http.p95 / sql.p95;
  const perMillion = (bytes) => MB(bytes / (shape.notes / 1e6));
  const row = (label, h, q) =>
    `| ${label} | ${h.n} | ${fmt(h.p50)} / ${fmt(q.p50)} | ${fmt(h.p95)} / ${fmt(q.p95)} | ${fmt(h.p99)} / ${fmt(q.p99)} |`;
  const notes = shape.notes.toLocaleString('en-US');
  const lines = [
    `### Search at ${notes} notes of ${shape.users.toLocaleString('en-US')} users (${date.slice(0, 16)}Z)`,
    '',
    `\`GET /api/search\` through the gateway (HTTP, a signed-in user, keep-alive, one request at a time) against`,
    `the same SQL run directly on the index with a pg client (full-text query, then the trigram`,
    `fallback when it finds nothing, exactly as the service runs it). Times in ms, HTTP / SQL.`,
    '',
    `- Command: \`${command}\` (after \`npx nx run-many -t build -p search-service,gateway\`)`,
    `- Run: ${date} on ${machine}; the machine was shared with other work (load average of the query phase: ${load}, on its 2 cores), so figures are on the high side.`,
    `- Data: ${notes} notes of ${shape.users.toLocaleString('en-US')} users (skewed: the busiest has ${shape.max_per_user.toLocaleString('en-US')}); queries drawn from random notes, so busy users search more.`,
    loaded
      ? `- Load (tools/bench/search/load.mjs: COPY FROM STDIN, then the key and indexes two at a time): ${Number(loaded.seconds).toFixed(1)} s at ${loaded.loaded_at.toISOString().slice(0, 16)}Z (${loaded.steps}; load average ${loaded.load_average} at its end).`
      : `- Load: not recorded (an index loaded before the loader kept its timings).`,
    '',
    '| relation | size | per million notes |',
    '|---|---|---|',
    ...sizes.map((r) => `| ${r.name} | ${MB(Number(r.bytes))} | ${perMillion(Number(r.bytes))} |`),
    '',
    '| queries | n | p50 | p95 | p99 |',
    '|---|---|---|---|---|',
    row('all', http, sql),
    ...kinds.map((k) =>
      row(
        k,
        stats(samples.filter((s) => s.kind === k).map((s) => s.http)),
        stats(samples.filter((s) => s.kind === k).map((s) => s.sql)),
      ),
    ),
    '',
    `- Target p95 < 30 ms and p99 < 60 ms at ${notes} notes: HTTP p95 ${fmt(http.p95)} ms — ${http.p95 < 30 ? 'met' : 'NOT met'}; p99 ${fmt(http.p99)} ms — ${http.p99 < 60 ? 'met' : 'NOT met'}.`,
    `- HTTP / direct SQL: ${ratio.toFixed(2)}× at p95, ${(http.p50 / sql.p50).toFixed(2)}× at p50 (the HTTP path's fixed cost: ${fmt(http.p50 - sql.p50)} ms at p50; see the floor below).`,
    '',
  ];
  const section = lines.join('\n');
  if (write) {
    const file = join(root, 'docs/benchmarks.md');
    let text = existsSync(file)
      ? readFileSync(file, 'utf8')
      : '# Benchmarks\n\nMeasured figures of the work diary, with the exact command that produced each.\n';
    const start = text.indexOf('\n## Search\n');
    if (start >= 0) {
      const next = text.indexOf('\n## ', start + 1);
      text =
        next >= 0
          ? `${text.slice(0, next).trimEnd()}\n\n${section}${text.slice(next)}`
          : `${text.trimEnd()}\n\n${section}`;
    } else {
      text = `${text.trimEnd()}\n\n## Search\n\n${section}`;
    }
    writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  }
  return section;
}
