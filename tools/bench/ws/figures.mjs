// The /ws benchmarks' figures: latency percentiles over the client processes' answers.

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One row of figures from the client processes' { published, received, wrong, latencies }. */
export function summarize(name, results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const published = results.reduce((n, r) => n + r.published, 0);
  const received = results.reduce((n, r) => n + r.received, 0);
  const wrong = results.reduce((n, r) => n + r.wrong, 0);
  const f = (x) => (x === undefined ? '–' : x.toFixed(1));
  return {
    name,
    published,
    received,
    wrong,
    p50: f(percentile(latencies, 50)),
    p99: f(percentile(latencies, 99)),
    max: f(latencies.at(-1)),
  };
}
