// Notices from code that is part of a screen's first load: the toaster (toaster.tsx, Ark's toast
// machine) comes with the overlays after the screen's paint, so a notice asks for it and shows
// once it is in (at once when it already is).
import { loadOnce } from '../../routing/loadOnce';

const loadToaster = loadOnce(() => import('./toaster'));

/** toaster.tsx's notifyWarning, once the toaster is in (offline before it ever loaded, nothing shows). */
export function notifyWarning(title: string, description?: string, id?: string) {
  void loadToaster()
    .then((toaster) => toaster.notifyWarning(title, description, id))
    .catch(() => undefined);
}
