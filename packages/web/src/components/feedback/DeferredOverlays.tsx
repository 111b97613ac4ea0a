// The overlays (Overlays.tsx) load once the first screen has painted, or at once when
// something asks for one first (an error to show, a question to ask, a notice: noticeWaiting.ts);
// until then nothing shows. A notice waits in the toaster's store and shows when it mounts. They
// come with the rest of the app (routing/restOfApp.ts), which the first screen fetches after its paint.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useReportedErrors } from '../../errors/errorReporter';
import { usePendingConfirmation } from '../confirm/confirmation';
import { LOAD_RETRY_MS, loadOnce } from '../../routing/loadOnce';
import { restOfAppOrNot } from '../../routing/restOfApp';
import { noticesCreated, subscribeToNotices } from './noticeWaiting';

/** A second after the app mounts: the first screen has painted, and its own requests went first. */
const AFTER_PAINT_MS = 1_000;

let loaded: ComponentType | null = null;

/**
 * Loads the overlays' chunk (once it has, they mount at once; tests load it ahead), with the whole
 * catalog their words are in and the whole theme their recipes are in (routing/restOfApp.ts).
 * Without those (offline) they still show: their §8 texts are in the first screen's catalog.
 */
export const loadOverlays = loadOnce(() =>
  Promise.all([import('./Overlays'), restOfAppOrNot()]).then(([module]): ComponentType => (loaded = module.Overlays)),
);

export function DeferredOverlays() {
  const [Overlays, setOverlays] = useState<ComponentType | null>(() => loaded);
  const errors = useReportedErrors();
  const question = usePendingConfirmation();
  const notices = useSyncExternalStore(subscribeToNotices, noticesCreated, noticesCreated);
  const needed = errors.length > 0 || question != null || notices > 0;
  // Every new reason to show one (an error, a question, a notice) tries the load again.
  const demand = `${errors.length}:${question == null ? 0 : 1}:${notices}`;
  useEffect(() => {
    if (Overlays) return;
    let live = true;
    const load = () =>
      void loadOverlays().then(
        (overlays) => live && setOverlays(() => overlays),
        () => undefined,
      );
    if (needed) load();
    const timer = needed ? undefined : setTimeout(load, AFTER_PAINT_MS);
    // A failed load (offline, or the portal out of reach) is tried again while something waits
    // to show, and when the browser is back online.
    const retry = needed ? setInterval(load, LOAD_RETRY_MS) : undefined;
    window.addEventListener('online', load);
    return () => {
      live = false;
      clearTimeout(timer);
      clearInterval(retry);
      window.removeEventListener('online', load);
    };
  }, [Overlays, needed, demand]);
  return Overlays ? <Overlays /> : null;
}
