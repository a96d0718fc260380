// One ticking clock per period for every component that shows a running time (the session bar,
// the stop dialog, the Sessions list): they all read the same "now" and change on the same tick,
// so two of them on screen together never show durations a second apart.

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

const clocks = new Map<number, Clock>();

function clockOf(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) clocks.set(everyMs, (clock = { now: Date.now(), listeners: new Set() }));
  return clock;
}

/** The time of the clock's last tick (its start, if it has not ticked yet). */
export function clockNow(everyMs: number): number {
  return clockOf(everyMs).now;
}

/**
 * Calls `onTick` on every tick of the clock of `everyMs`, which runs while anyone listens; the
 * first listener starts it at the current time. Returns the function that stops listening.
 */
export function joinClock(everyMs: number, onTick: () => void): () => void {
  const clock = clockOf(everyMs);
  clock.listeners.add(onTick);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      for (const listener of clock.listeners) listener();
    }, everyMs);
  }
  return () => {
    clock.listeners.delete(onTick);
    if (clock.listeners.size === 0) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}
