// The signed-in role, remembered for this browser tab (sessionStorage), so a route loader can start
// its query together with the layout's instead of after it (issue 13: the dashboard's first rows).
// Only a hint of which query to send: the server decides what anyone may read, and the layout
// sends a wrong guess away as before.
const KEY = 'portal.viewerRole';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberViewerRole(role: string | null): void {
  const store = storage();
  if (!store) return;
  if (role) store.setItem(KEY, role);
  else store.removeItem(KEY);
}

export function rememberedViewerRole(): string | null {
  return storage()?.getItem(KEY) ?? null;
}
