// What the portal's backend offers beyond the specification's calls (appInfo.upstream). In front of a
// clinic's existing backend some features are switched off; their controls are hidden rather than
// shown and refused. The signed-in shell provides the list; anything rendered without a provider
// (the public pages, component tests) sees the portal's own backend, which offers them all.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UpstreamCapability } from '../__generated__/DashboardLayoutQuery.graphql';

export type { UpstreamCapability };

const UpstreamCapabilitiesContext = createContext<ReadonlySet<UpstreamCapability> | null>(null);

export function UpstreamCapabilitiesProvider({
  capabilities,
  children,
}: {
  capabilities: readonly UpstreamCapability[];
  children: ReactNode;
}) {
  const key = capabilities.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content, not its identity
  const value = useMemo(() => new Set(capabilities), [key]);
  return <UpstreamCapabilitiesContext.Provider value={value}>{children}</UpstreamCapabilitiesContext.Provider>;
}

/** Whether the backend offers `capability` (always, outside a signed-in shell). */
export function useUpstreamCapability(capability: UpstreamCapability): boolean {
  const capabilities = useContext(UpstreamCapabilitiesContext);
  return capabilities === null || capabilities.has(capability);
}

/** The backend's capabilities, or null for "all of them" (outside a signed-in shell). */
export const useUpstreamCapabilities = (): ReadonlySet<UpstreamCapability> | null => useContext(UpstreamCapabilitiesContext);
