import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSessionStarted, markSignedOut, notifySessionEnded, sessionIsOver, setSessionEndedHandler } from './sessionEvents';

afterEach(() => {
  setSessionEndedHandler(null);
  markSessionStarted();
});

describe('session events', () => {
  it('tells the app once per session that it ended, and again after a new sign-in', () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    markSessionStarted();
    notifySessionEnded();
    notifySessionEnded();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sessionIsOver()).toBe(true);
    markSessionStarted();
    expect(sessionIsOver()).toBe(false);
    notifySessionEnded();
    expect(ended).toHaveBeenCalledTimes(2);
  });

  it('treats a sign-out as the end: late answers of that session end nothing more', () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    markSessionStarted();
    markSignedOut();
    expect(sessionIsOver()).toBe(true);
    notifySessionEnded();
    expect(ended).not.toHaveBeenCalled();
  });
});
