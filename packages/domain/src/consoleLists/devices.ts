// The Devices tab's list (§2), for platform admins (the fleet) and site admins (their site's devices):
// its columns in table order (the five components by their kind), the two that filter by ticked
// values (site name, system status), the order without a sort (by serial number) and the header
// counters' status filter, which the database applies too (§4, see deviceStatus.ts).
// The component columns sort by the §4 rule (part by part, numerically), not as text.
import { z } from 'zod';
import { consoleListQuerySchema, type ConsoleListQuery, type ConsoleListSpec } from '../consoleList';
import { DEVICE_STATUS_FILTERS, type DeviceStatusFilter } from '../deviceStatus';

export const DEVICE_LIST_COLUMNS = [
  'SERIAL_NUMBER',
  'SITE',
  'ES_APP',
  'WINDOWS',
  'ET_FIRMWARE',
  'EMITTER_FIRMWARE',
  'TEAM_VIEWER',
  'LAST_RUN',
  'SYSTEM_STATUS',
  'LOCATION',
] as const;
export type DeviceListColumn = (typeof DEVICE_LIST_COLUMNS)[number];

export const DEVICE_LIST: ConsoleListSpec<DeviceListColumn> = {
  columns: DEVICE_LIST_COLUMNS,
  filterable: ['SITE', 'SYSTEM_STATUS'],
  // A component's version is looked for as text: its §4 order is a composite key, not a number.
  conditions: {
    SERIAL_NUMBER: 'text',
    ES_APP: 'text',
    WINDOWS: 'text',
    ET_FIRMWARE: 'text',
    EMITTER_FIRMWARE: 'text',
    TEAM_VIEWER: 'text',
    LAST_RUN: 'date',
    LOCATION: 'text',
  },
  defaultSort: [{ field: 'SERIAL_NUMBER', direction: 'ASC' }],
};

/** A page query of the devices list: the console list query and `status` (ALL when absent). */
export type DeviceListQuery = ConsoleListQuery<DeviceListColumn> & { status: DeviceStatusFilter };

/** The paged devices call's query (REST): the console list query and `status=ALL|NEEDS_UPDATE|WITH_ERRORS|OFFLINE`. */
export const deviceListQuerySchema = consoleListQuerySchema(DEVICE_LIST).extend({
  status: z.preprocess((v) => (v === undefined || v === '' ? 'ALL' : v), z.enum(DEVICE_STATUS_FILTERS, { error: 'fill_required' })),
}) satisfies z.ZodType<DeviceListQuery, unknown>;
