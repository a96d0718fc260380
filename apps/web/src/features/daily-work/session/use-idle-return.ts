// Notices the user coming back after more than the idle timeout (Settings' autoSaveTimeout, the
// same minutes as Daily Work's idle save) while a session runs: the first activity after such a gap
// (or the page shown again) reports when they left (their last activity) and when they came back.
// A gap is measured between activities, not by a timer, so a sleeping laptop or a throttled
// background tab is noticed too.
import { useEffect, useRef, useState } from 'react';

const ACTIVITY = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

export interface TimeAway {
  /** ISO instants: the last activity before the gap, and the first after it. */
  leftAt: string;
  backAt: string;
}

export function useIdleReturn(timeoutMs: number, running: boolean) {
  const [away, setAway] = useState<TimeAway | null>(null);
  const last = useRef(Date.now());
  const runningRef = useRef(running);
  useEffect(() => {
    runningRef.current = running;
    // A session started now counts the activity from here.
    if (running) last.current = Date.now();
  }, [running]);

  useEffect(() => {
    if (!(timeoutMs > 0)) return;
    const seen = () => {
      const now = Date.now();
      if (runningRef.current && now - last.current > timeoutMs)
        setAway(
          (current) =>
            current ?? { leftAt: new Date(last.current).toISOString(), backAt: new Date(now).toISOString() },
        );
      last.current = now;
    };
    const visible = () => document.visibilityState === 'visible' && seen();
    for (const e of ACTIVITY) window.addEventListener(e, seen, { passive: true, capture: true });
    document.addEventListener('visibilitychange', visible);
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, seen, { capture: true });
      document.removeEventListener('visibilitychange', visible);
    };
  }, [timeoutMs]);

  return { away, dismiss: () => setAway(null) };
}
