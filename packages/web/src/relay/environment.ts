// One Relay environment at a time. Signing out (or a session that ends) replaces it,
// so nothing a previous user saw stays in memory.
import { useSyncExternalStore } from 'react';
import { Environment, Network, RecordSource, Store, type IEnvironment } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL';

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

let current: IEnvironment = createRelayEnvironment();
const listeners = new Set<() => void>();

export const getRelayEnvironment = () => current;

/** Drops every record of the current session (sign-out, expired session). */
export function resetRelayEnvironment() {
  setRelayEnvironment(createRelayEnvironment());
}

/** Tests install a mock environment. */
export function setRelayEnvironment(environment: IEnvironment) {
  current = environment;
  listeners.forEach((listener) => listener());
}

export function useCurrentRelayEnvironment(): IEnvironment {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
