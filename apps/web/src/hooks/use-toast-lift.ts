// A bar docked at the bottom of a phone's screen (Daily Work's Save Note) lifts the toasts above
// itself: it sets --toast-lift on the document while it is shown, and the Toaster sits that far up.
import { RefObject, useEffect } from 'react';

export const TOAST_LIFT_VAR = '--toast-lift';

export function useToastLift(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const set = () =>
      root.style.setProperty(TOAST_LIFT_VAR, `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_LIFT_VAR);
    };
  }, [bar]);
}
