// Turns the samples into the "Search" section of docs/benchmarks.md (other sections are kept).
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

export function writeSearchSection(root, { command, date, machine, load, shape, samples }, write) {
  const http = stats(samples.map((s) => s.http));
  const sql = stats(samples.map((s) => s.sql));
  const kinds = [...new Set(samples.map((s) => s.kind))];
  const ratio = http.p95 / sql.p95;
  const row = (label, h, q) =>
    `| ${label} | ${h.n} | ${fmt(h.p50)} / ${fmt(q.p50)} | ${fmt(h.p95)} / ${fmt(q.p95)} | ${fmt(h.p99)} / ${fmt(q.p99)} |`;
  const lines = [
    '## Search',
    '',
    `\`GET /api/search\` through the gateway (HTTP, a signed-in user, keep-alive, one request at a time) against`,
    `the same SQL run directly on the index with a pg client (full-text query, then the trigram`,
    `fallback when it finds nothing, exactly as the service runs it). Times in ms, HTTP / SQL.`,
    '',
    `- Command: \`${command}\` (after \`npx nx run-many -t build -p search-service,gateway\`)`,
    `- Run: ${date} on ${machine}; the machine was shared with other work (load average ${load} on its 2 cores during the run), so figures are on the high side.`,
    `- Data: ${shape.notes.toLocaleString('en-US')} notes of ${shape.users.toLocaleString('en-US')} users (skewed: the busiest has ${shape.max_per_user.toLocaleString('en-US')}), table and indexes ${shape.size}; queries drawn from random notes, so busy users search more.`,
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
    `- Target p95 < 30 ms at 1,000,000 notes: HTTP p95 ${fmt(http.p95)} ms — ${http.p95 < 30 ? 'met' : 'NOT met'}.`,
    `- Target HTTP within 2× the direct SQL: at p95 ${ratio.toFixed(2)}× — ${ratio <= 2 ? 'met' : 'NOT met'}; at p50 ${(http.p50 / sql.p50).toFixed(2)}× — ${http.p50 / sql.p50 <= 2 ? 'met' : `not met: the HTTP path's fixed cost (${fmt(http.p50 - sql.p50)} ms at p50: the gateway's proxy hop, then the service's Nest, Express, Passport session check, TypeORM and JSON) is several times a sub-millisecond query; \`node tools/bench/search/floor.mjs\` measures what bare Node HTTP costs here (see below)`}.`,
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
      text = text.slice(0, start + 1) + section + (next >= 0 ? text.slice(next) : '');
    } else {
      text = `${text.trimEnd()}\n\n${section}`;
    }
    writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
  }
  return section;
}
