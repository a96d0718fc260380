// The current time, refreshed every `everyMs` (for running durations).
import { useEffect, useState } from 'react';

export function useNow(everyMs = 15_000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs, enabled]);
  return now;
}
