import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdleTimeout } from './useIdleTimeout';

describe('useIdleTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once after the timeout without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(60_000, onIdle));
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock on user activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimeout(60_000, onIdle));
    vi.advanceTimersByTime(50_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(11_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
