// Sends what was saved offline: when the app opens, when the network returns, and every 15 s
// while something waits (the server may have been down rather than the network).
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../api';
import { useAppDispatch, useAppSelector } from '../store';
import { useOnline } from '../use-online';
import { flushOutbox, pendingCount, refreshPending, subscribePending } from './outbox';

export const OUTBOX_RETRY_MS = 15_000;

type Dispatch = ReturnType<typeof useAppDispatch>;

/** Sends what waits now (when online) and refreshes the screens it touched. */
export async function flushNow(dispatch: Dispatch, userId: string): Promise<void> {
  if (!navigator.onLine) return;
  const result = await flushOutbox(userId).catch((err: unknown) => {
    console.warn('Could not send what was saved offline', err);
    return null;
  });
  if (result && result.sent + result.dropped > 0)
    dispatch(api.util.invalidateTags(['Day', 'Active', 'Calendar']));
}

/** flushNow, without waiting for it. */
export function flushSoon(dispatch: Dispatch, userId: string): void {
  setTimeout(() => void flushNow(dispatch, userId), 0);
}

export function usePendingCount(): number {
  return useSyncExternalStore(subscribePending, pendingCount, () => 0);
}

export function useOutboxSync(): void {
  const userId = useAppSelector((s) => s.auth.userId);
  const online = useOnline();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    const flush = () => flushNow(dispatch, userId);
    void refreshPending(userId).then((n) => (n > 0 ? flush() : undefined));
    const timer = setInterval(() => {
      if (pendingCount() > 0) void flush();
    }, OUTBOX_RETRY_MS);
    return () => clearInterval(timer);
  }, [userId, online, dispatch]);
}
