// A toast created before the overlays have loaded (toaster.tsx) asks for them at once, as an error
// to show does (DeferredOverlays.tsx). Its own module: the toaster is part of the overlays' chunk.

let overlaysIn = false;
let waiting = false;
const listeners = new Set<() => void>();

export const subscribeToNotices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const isNoticeWaiting = () => waiting;

/** A toast was created: the overlays that show it load now, if they have not. */
export function noticeCreated() {
  if (overlaysIn || waiting) return;
  waiting = true;
  listeners.forEach((listener) => listener());
}

/** The overlays are in: later toasts show at once. */
export function overlaysLoaded() {
  overlaysIn = true;
}
