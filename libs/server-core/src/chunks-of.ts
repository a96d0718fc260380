// Rows in slices of at most `size`: one statement per slice, since Postgres takes at most 65,535
// parameters in one statement and an import writes tens of thousands of rows.

/** The rows in consecutive slices of at most `size` (none for no rows). */
export function* chunksOf<T>(rows: readonly T[], size: number): Generator<T[]> {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk size must be a positive integer, not ${size}`);
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
