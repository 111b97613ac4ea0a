import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { answerConfirmation, askConfirmation, cancelConfirmations, usePendingConfirmation } from './confirmation';

describe('confirmation queue', () => {
  it('shows one question at a time, in order, each resolved with its own answer', async () => {
    const { result } = renderHook(() => usePendingConfirmation());
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = askConfirmation({ title: 'Delete the site?' });
      second = askConfirmation({ title: 'Lock the clinician?' });
    });
    expect(result.current?.title).toBe('Delete the site?');
    act(() => answerConfirmation(result.current!.id, true));
    await expect(first).resolves.toBe(true);
    expect(result.current?.title).toBe('Lock the clinician?');
    act(() => answerConfirmation(result.current!.id, false));
    await expect(second).resolves.toBe(false);
    expect(result.current).toBeUndefined();
  });

  it('answers No to everything waiting when the session ends', async () => {
    const waiting = askConfirmation({ title: 'Withdraw the new site?' });
    cancelConfirmations();
    await expect(waiting).resolves.toBe(false);
  });
});
