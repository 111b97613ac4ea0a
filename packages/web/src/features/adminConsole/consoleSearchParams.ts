// The console's view state lives in the URL so a filtered list can be shared and survives
// a reload: ?q= is the search box text, ?status= the devices table's status filter.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { CONSOLE_TAB_PATHS, type ConsoleArea } from './consoleArea';

export type DeviceStatusParam = 'NEEDS_UPDATE' | 'WITH_ERRORS' | 'OFFLINE';

const isDeviceStatus = (value: string | null): value is DeviceStatusParam =>
  value === 'NEEDS_UPDATE' || value === 'WITH_ERRORS' || value === 'OFFLINE';

/** The search text (?q=) and its setter; typing replaces the history entry. */
export function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const setText = useCallback(
    (text: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get('q') ?? '', setText];
}

/** The devices table's status filter in an address's parameters (?status=); null shows every device. */
export function deviceStatusOf(params: URLSearchParams): DeviceStatusParam | null {
  const status = params.get('status');
  return isDeviceStatus(status) ? status : null;
}

/** The devices table's status filter (?status=); null shows every device. */
export function useDeviceStatusParam(): DeviceStatusParam | null {
  const [params] = useSearchParams();
  return deviceStatusOf(params);
}

/**
 * The variables a console tab's query is entered with, from its address (the route loaders): the
 * search box's text (?q=) and the devices' status (?status=). A query asks with those it declares.
 */
export function consoleTabVariablesOf(url: URL): { search: string | null; status: DeviceStatusParam | null } {
  return { search: url.searchParams.get('q')?.trim() || null, status: deviceStatusOf(url.searchParams) };
}

/** Where a header counter leads: the area's devices tab filtered by its status, or unfiltered. */
export const devicesPath = (status: DeviceStatusParam | null, area: ConsoleArea = 'platform') => {
  const path = `/dashboard/${CONSOLE_TAB_PATHS[area].devices}`;
  return status ? `${path}?status=${status}` : path;
};
