// Issue 17: the first screen (/login) paints with its own share of the catalog and of the theme.
// What every other screen and overlay needs besides loads after that paint (with the overlays,
// components/feedback/DeferredOverlays.tsx), or at once when a screen or an overlay asks for it.
import { wholeCatalogLoaded } from '../i18n/language';
import { loadFullSystem } from '../theme/currentSystem';

/** Resolves once the whole catalog (in the current language) and the whole theme are in. */
export const restOfAppLoaded = (): Promise<void> => Promise.all([wholeCatalogLoaded(), loadFullSystem()]).then(() => undefined);

/** What an overlay or a menu waits for: the rest of the app or, offline, nothing more (it opens with the first screen's). */
export const restOfAppOrNot = (): Promise<void> => restOfAppLoaded().catch(() => undefined);
