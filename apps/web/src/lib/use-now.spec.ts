import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useNow } from './time';

describe('useNow (one clock per period)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('two components that start at different moments show the same time on every tick', () => {
    const a = renderHook(() => useNow(1000));
    act(() => void vi.advanceTimersByTime(400));
    const b = renderHook(() => useNow(1000));
    expect(b.result.current).toBe(a.result.current);
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(300));
      expect(b.result.current).toBe(a.result.current);
    }
    expect(a.result.current).toBeGreaterThan(0);
    a.unmount();
    b.unmount();
  });

  it('ticks every period while enabled, then stays at the last time it showed', () => {
    const { result, rerender, unmount } = renderHook(({ on }) => useNow(1000, on), {
      initialProps: { on: true },
    });
    const start = result.current;
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current - start).toBe(3000);
    rerender({ on: false });
    const frozen = result.current;
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(frozen);
    unmount();
  });

  it('runs no timer once nobody shows a running time', () => {
    const a = renderHook(() => useNow(1000));
    const b = renderHook(() => useNow(1000));
    expect(vi.getTimerCount()).toBe(1);
    a.unmount();
    expect(vi.getTimerCount()).toBe(1);
    b.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
