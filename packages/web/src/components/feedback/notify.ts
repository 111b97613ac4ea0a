// Notices from code that is part of a screen's first load: the toaster (toaster.tsx, Ark's toast
// machine) comes with the overlays after the screen's paint, so a notice asks for it and shows
// once it is in (at once when it already is). A notice raised while the toaster cannot load (the
// connection lost before it ever did) waits, and shows once it loads: when the browser is back
// online, or at the next try.
import { LOAD_RETRY_MS, loadOnce } from '../../routing/loadOnce';

type Toaster = typeof import('./toaster');

const loadToaster = loadOnce(() => import('./toaster'));
const waiting: ((toaster: Toaster) => void)[] = [];
let retryArmed = false;

function showWaiting() {
  void loadToaster().then(
    (toaster) => waiting.splice(0).forEach((show) => show(toaster)),
    () => {
      if (retryArmed) return;
      retryArmed = true;
      const again = () => {
        retryArmed = false;
        clearTimeout(timer);
        window.removeEventListener('online', again);
        showWaiting();
      };
      const timer = setTimeout(again, LOAD_RETRY_MS);
      window.addEventListener('online', again);
    },
  );
}

/** toaster.tsx's notifyWarning, once the toaster is in. */
export function notifyWarning(title: string, description?: string, id?: string) {
  waiting.push((toaster) => toaster.notifyWarning(title, description, id));
  showWaiting();
}
