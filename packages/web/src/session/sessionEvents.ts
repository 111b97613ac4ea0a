// The network layer learns that the session is over (UNAUTHENTICATED, 'no such user');
// the app (which owns the router and the Relay store) decides what to do.
import { rememberViewerRole } from './rememberedRole';

type SessionEndedHandler = () => void;

let handler: SessionEndedHandler | null = null;
let ended = false;

export function setSessionEndedHandler(next: SessionEndedHandler | null) {
  handler = next;
}

/** Called once per session, however many requests fail together. */
export function notifySessionEnded() {
  if (ended) return;
  ended = true;
  rememberViewerRole(null);
  handler?.();
}

/** The user signed out: answers still on their way for the old session have nothing to say. */
export function markSignedOut() {
  ended = true;
  rememberViewerRole(null);
}

/** Whether the session is already over (signed out, or ended by an earlier answer). */
export const sessionIsOver = () => ended;

/** A new sign-in: later UNAUTHENTICATED errors end this new session. */
export function markSessionStarted() {
  ended = false;
}
