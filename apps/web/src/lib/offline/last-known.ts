// What the server last said of the signed-in user's running session and role, kept per user in
// localStorage: a reload without a network shows them (and says so) until the server answers,
// instead of "Checking for a running session…" and a menu without Administration.
export type LastKnownKind = 'active' | 'role';

const key = (userId: string, kind: LastKnownKind) => `lastKnown:${userId}:${kind}`;

export function rememberLastKnown(userId: string, kind: LastKnownKind, value: unknown): void {
  try {
    localStorage.setItem(key(userId, kind), JSON.stringify(value));
  } catch {
    /* storage full or off: the app only loses the offline fallback */
  }
}

/** The value last remembered, or undefined when none was. */
export function lastKnown<T>(userId: string | null, kind: LastKnownKind): T | undefined {
  if (!userId) return undefined;
  try {
    const raw = localStorage.getItem(key(userId, kind));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function forgetLastKnown(userId: string | null): void {
  if (!userId) return;
  for (const kind of ['active', 'role'] as const) localStorage.removeItem(key(userId, kind));
}
