// The signed-in role, remembered for this browser (localStorage, the session cookie's own scope: every
// tab is the same user), so a route loader, in a new tab too, can start its query together with the
// layout's instead of after it (the dashboard's first rows). Only a hint of which query to
// send: the server decides what anyone may read, a wrong guess is sent away by the layout as before,
// and signing out or an ended session forgets it. A role is no health data.
import { browserStorage as storage } from './browserStorage';
const KEY = 'portal.viewerRole';

export function rememberViewerRole(role: string | null): void {
  const store = storage();
  if (!store) return;
  if (role) store.setItem(KEY, role);
  else store.removeItem(KEY);
}

export function rememberedViewerRole(): string | null {
  return storage()?.getItem(KEY) ?? null;
}
