// Calls onIdle after `timeoutMs` without user activity (mouse down or move, key press, scroll,
// touch); any activity starts the wait again (contract: idle = plain inactivity).
import { useEffect, useRef } from 'react';

const ACTIVITY = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

export function useIdleTimer(timeoutMs: number, onIdle: () => void) {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  });
  useEffect(() => {
    if (!(timeoutMs > 0)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    reset();
    for (const e of ACTIVITY) window.addEventListener(e, reset, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const e of ACTIVITY) window.removeEventListener(e, reset, { capture: true });
    };
  }, [timeoutMs]);
}
