// §2: an unauthenticated user is sent to /login "remembering where they came from".
// Kept in sessionStorage so it survives the 2FA and create-password steps and a reload.
const KEY = 'portal.returnTo';
const PUBLIC_PREFIXES = ['/login', '/2fa', '/create-password', '/password-confirmed', '/resetpassword', '/notfound'];

export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const lower = path.toLowerCase();
  return !PUBLIC_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`));
}

export function rememberReturnTo(path: string) {
  if (!isSafeReturnPath(path) || path === '/' || path === '/dashboard') return;
  try {
    window.sessionStorage.setItem(KEY, path);
  } catch {
    // Storage disabled: after sign-in the user lands on the dashboard.
  }
}

/** The remembered page, once: reading it forgets it. */
export function takeReturnTo(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return isSafeReturnPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnTo() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
