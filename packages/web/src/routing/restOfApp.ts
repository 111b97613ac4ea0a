// Issue 17: the first screen (/login) paints with its own share of the catalog and of the theme;
// what every other screen and overlay needs besides loads meanwhile, and they wait for it.
import { wholeCatalogLoaded } from '../i18n/language';
import { loadFullSystem } from '../theme/currentSystem';

/** Resolves once the whole catalog (in the current language) and the whole theme are in. */
export const restOfAppLoaded = (): Promise<void> => Promise.all([wholeCatalogLoaded(), loadFullSystem()]).then(() => undefined);
