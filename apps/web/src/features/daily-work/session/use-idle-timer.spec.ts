import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdleTimer } from './use-idle-timer';

describe('useIdleTimer (idle = plain inactivity)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once the timeout passes without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(30 * 60_000, onIdle));
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again on each key press, mouse move, scroll or touch', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer(15 * 60_000, onIdle));
    for (const type of ['keydown', 'mousemove', 'scroll', 'touchstart', 'mousedown']) {
      vi.advanceTimersByTime(10 * 60_000);
      window.dispatchEvent(new Event(type));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('follows a changed timeout (settings saved) and stops when unmounted', () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(({ ms }) => useIdleTimer(ms, onIdle), {
      initialProps: { ms: 60 * 60_000 },
    });
    rerender({ ms: 15 * 60_000 });
    vi.advanceTimersByTime(15 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(60 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
