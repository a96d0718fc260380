// Plain statements of outbox_events that the benchmark's bare baseline (tools/bench/api) runs too.
// No imports: the bench loads the built file as it is.

/** Inserts `count` events in one statement; parameters are (kind, user_id, payload) per event. */
export function insertOutboxEventsSql(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`);
  return `INSERT INTO outbox_events (kind, user_id, payload) VALUES ${rows.join(', ')}`;
}
