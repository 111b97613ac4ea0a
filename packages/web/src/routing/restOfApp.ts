// The first screen (/login) paints with its own share of the catalog and of the theme.
// What every other screen and overlay needs besides loads after that paint (with the overlays,
// components/feedback/DeferredOverlays.tsx), or at once when a screen or an overlay asks for it.
import { AUTH_PATHS } from '../features/auth/authSteps';
import type { Language } from '@portal/domain/languages';
import { activateFirstScreenLanguage, activateLanguage, wholeCatalogLoaded } from '../i18n/language';
import { loadFullSystem } from '../theme/currentSystem';

/** Resolves once the whole catalog (in the current language) and the whole theme are in. */
export const restOfAppLoaded = (): Promise<void> => Promise.all([wholeCatalogLoaded(), loadFullSystem()]).then(() => undefined);

/** What an overlay or a menu waits for: the rest of the app or, offline, nothing more (it opens with the first screen's). */
export const restOfAppOrNot = (): Promise<void> => restOfAppLoaded().catch(() => undefined);

/**
 * What the page's first draw waits for. /login paints with its own share of the catalog and the
 * theme; every other screen waits for the whole of both (restOfAppLoaded), so a page opened there
 * loads them at once and draws with them from the start: the first screen's theme is never built
 * (about 100 ms of start-up on a 2-core machine) and nothing is drawn twice. Offline, or when the
 * rest fails to load, the first screen's share still draws (its error page, or /login).
 */
export async function prepareFirstDraw(language: Language, pathname: string): Promise<void> {
  if (pathname !== AUTH_PATHS.login) {
    const [catalog] = await Promise.allSettled([activateLanguage(language), loadFullSystem()]);
    if (catalog.status === 'fulfilled') return;
  }
  await activateFirstScreenLanguage(language);
}
