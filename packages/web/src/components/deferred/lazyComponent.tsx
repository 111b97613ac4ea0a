// A component whose code loads when it is first drawn: a dialog or a form that only shows on a
// user's action keeps its code (forms, checks, overlays) out of the screen that offers it. Drawn,
// it shows nothing until its code is in (tens of milliseconds), then itself.
import { lazy, Suspense, type ComponentType } from 'react';
import { loadOnce } from '../../routing/loadOnce';

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code ahead (on a pointer over, or a focus on, what will draw it). */
  preload: () => void;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const loadComponent = loadOnce(load);
  const Loaded = lazy(() => loadComponent().then((component) => ({ default: component })));
  const Deferred = (props: P) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  Deferred.preload = () => void loadComponent().catch(() => undefined);
  return Deferred;
}
