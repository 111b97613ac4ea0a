// This browser's localStorage, or null where there is none or it is refused (private modes, tests):
// what the app remembers per browser is a convenience, never a reason to fail.
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
