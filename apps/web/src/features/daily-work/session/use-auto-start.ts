// Typing without a running session starts one 500 ms after the first change (once, with a toast
// the first time), and only on today's page: typing on another day never starts a timer.
import { useCallback, useEffect, useRef } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { i18n } from '../../../lib/i18n/i18n';

export const AUTO_START_DELAY_MS = 500;

export function useAutoStart(opts: {
  enabled: boolean;
  known: boolean;
  activeRef: { current: WorkRecord | null };
  current: () => string;
  start: () => Promise<WorkRecord | null>;
  toast: (title: string, description?: string) => void;
}) {
  const { enabled, known, activeRef, current, start, toast } = opts;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const toastShown = useRef(false);

  // Leaving today (or the page) cancels a start that has not happened yet.
  useEffect(() => {
    if (!enabled) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
  }, [enabled]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Called after each change by the user. */
  return useCallback(
    (next: string) => {
      if (!enabled || !next.trim() || activeRef.current || !known || timer.current) return;
      timer.current = setTimeout(async () => {
        timer.current = undefined;
        if (activeRef.current || !current().trim()) return;
        const record = await start();
        if (record && !toastShown.current) {
          toastShown.current = true;
          toast(i18n.t('dailyWork:toast.started'), i18n.t('dailyWork:toast.autoStartedText'));
        }
      }, AUTO_START_DELAY_MS);
    },
    [enabled, known, activeRef, current, start, toast],
  );
}
