// A toast created before the overlays have loaded (toaster.tsx) asks for them at once, as an error
// to show does (DeferredOverlays.tsx). Its own module: the toaster is part of the overlays' chunk.

let overlaysIn = false;
/** Notices created before the overlays were in: each one is a new reason to try loading them. */
let waiting = 0;
const listeners = new Set<() => void>();

export const subscribeToNotices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const noticesWaiting = () => waiting;

/** A toast was created: the overlays that show it load now, if they have not. */
export function noticeCreated() {
  if (overlaysIn) return;
  waiting += 1;
  listeners.forEach((listener) => listener());
}

/** The overlays are in: later toasts show at once. */
export function overlaysLoaded() {
  overlaysIn = true;
}
