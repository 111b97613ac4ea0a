// §4: inactivity sign-out. Any pointer, key, wheel or touch activity restarts the clock;
// a tab coming back from the background checks at once (timers sleep with the tab).
import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity within this long of the last counted activity is not counted again. */
const ACTIVITY_THROTTLE_MS = 1000;

export function useIdleTimeout(timeoutMs: number, onIdle: () => void) {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fired = false;

    const check = () => {
      if (fired) return;
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) {
        fired = true;
        onIdleRef.current();
      } else {
        schedule();
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(check, Math.max(0, lastActivity + timeoutMs - Date.now()));
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
      lastActivity = now;
      schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, { passive: true, capture: true }));
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, { capture: true }));
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutMs]);
}
