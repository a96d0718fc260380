// Notes read once: a note's parts depend on its text alone (the parser, wink-nlp's model and the
// language cues are deterministic), and the same notes come back again and again (a running
// session is summarised after every note, the day and week writers read the same sessions), so
// parts are kept by content, the most recently read first, up to MAX_CACHED_NOTES notes.
/**
 * About 4.3 MB at the most for the bench's notes (a note's parts hold about 4 KB; equal tokens are
 * shared, see nlp.ts; 9.8 MB when each token was its own object).
 */
export const MAX_CACHED_NOTES = 1000;

export class ContentCache<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly limit = MAX_CACHED_NOTES) {}

  /** The value kept for this content, or read now and kept. */
  get(content: string, read: (content: string) => T): T {
    const kept = this.entries.get(content);
    if (kept !== undefined) {
      // Most recently read last in the Map's order, so the oldest is the first to go.
      this.entries.delete(content);
      this.entries.set(content, kept);
      return kept;
    }
    const value = read(content);
    this.entries.set(content, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
