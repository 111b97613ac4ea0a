// A toast created before the overlays have loaded (toaster.tsx) asks for them at once, as an error
// to show does (DeferredOverlays.tsx). Its own module: the toaster is part of the overlays' chunk.

/** Notices created so far: while the overlays are not in, each is a new reason to try loading them. */
let created = 0;
const listeners = new Set<() => void>();

export const subscribeToNotices = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const noticesCreated = () => created;

/** A toast was created: the overlays that show it load now, if they have not. */
export function noticeCreated() {
  created += 1;
  listeners.forEach((listener) => listener());
}
