// A react-hook-form resolver whose schema library loads on demand: a screen that only checks its
// fields on submit (the login form) paints without zod, which loads when the user first focuses a
// field (`preload`) or, at the latest, on submit. A failed load (a page from before a deployment,
// its chunk gone) is tried again on the next submit.
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from '../routing/loadOnce';

export interface LazyResolver<Fields extends FieldValues, Output> {
  resolver: Resolver<Fields, unknown, Output>;
  /** Starts loading the schema (on focus), so submitting waits for nothing. */
  preload: () => void;
}

export function lazyResolver<Fields extends FieldValues, Output>(
  load: () => Promise<Resolver<Fields, unknown, Output>>,
): LazyResolver<Fields, Output> {
  const loaded = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
