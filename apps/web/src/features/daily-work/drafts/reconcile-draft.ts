// Which text to show when a date's note is loaded: the server draft or the local copy (the
// new date's server draft, else the local unsaved copy), refined so that typing
// the server never received (a reload or crash within the 1.5 s debounce, or while offline) is
// never replaced by an older server draft.

export interface DraftSources {
  /** The server draft's content, or null when there is none (or it could not be fetched). */
  server: string | null;
  /** The local unsaved copy, or null. */
  local: string | null;
  /** What this browser last knew the server held for the date, or null. */
  lastSynced: string | null;
}

export interface Reconciled {
  text: string;
  /** True when the chosen text is not on the server yet and should be sent. */
  push: boolean;
}

export function reconcileDraft({ server, local, lastSynced }: DraftSources): Reconciled {
  const localHasUnsynced = local !== null && local !== lastSynced;
  if (!localHasUnsynced) {
    if (server !== null) return { text: server, push: false };
    return { text: local ?? '', push: false };
  }
  // The local copy holds typing the server has not seen.
  if (server === null || server === local || server === lastSynced)
    return { text: local, push: server !== local };
  // Both changed (another device edited too): keep both rather than lose either.
  if (local.includes(server)) return { text: local, push: true };
  if (server.includes(local)) return { text: server, push: false };
  return { text: `${server}\n\n${local}`, push: true };
}
