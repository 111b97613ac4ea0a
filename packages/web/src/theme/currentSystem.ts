// Which Chakra system the app draws with: the first screen's (system.ts) until the whole
// theme (fullSystem.ts) is in, then that one. Chakra reads a recipe when a component first draws,
// per system; a component drawn before the swap is drawn again, styled, with the new system.
import { useSyncExternalStore } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { loadOnce } from '../routing/loadOnce';
import { firstScreenSystem } from './system';

// The first screen's system is built only when something draws before the whole theme is in.
let current: SystemContext | undefined;
const listeners = new Set<() => void>();

/** Loads the whole theme once and draws with it (a failed load is tried again on the next call). */
export const loadFullSystem = loadOnce(() =>
  import('./fullSystem').then(({ fullSystem }) => {
    current = fullSystem;
    listeners.forEach((listener) => listener());
  }),
);

export function useChakraSystem(): SystemContext {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current ??= firstScreenSystem()),
  );
}
