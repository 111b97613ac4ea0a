// The device table (§2): id, site, the five component versions (update icon when needed),
// last run, system status (non-OK in red) and location, one page of the server's at a time (it
// searches, sorts and filters). A row opens the info panel.
import { useMemo, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { DevicesTable_devices$data, DevicesTable_devices$key } from '../../__generated__/DevicesTable_devices.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { systemStatusText } from './systemStatusText';
import { TruncatedName } from '../../components/TruncatedName';
import { formatDateTime } from '../../i18n/dates';
import { COMPONENT_LABELS, COMPONENT_ORDER } from '../adminConsole/consoleLabels';
import { ComponentVersion } from './ComponentVersion';
import { DeviceInfoPanel } from './DeviceInfoPanel';
import { DeviceSiteName } from './DeviceSiteField';

type DeviceRow = DevicesTable_devices$data[number];
const column = createColumnHelper<DeviceRow>();
const componentOf = (row: DeviceRow, kind: string) => row.components.find((component) => component.kind === kind);

interface DevicesTableProps {
  devices: DevicesTable_devices$key;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
}

export function DevicesTable({ devices: devicesKey, server, pending }: DevicesTableProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [openDeviceId, setOpenDeviceId] = useState<string | null>(null);
  const devices = useFragment(
    graphql`
      fragment DevicesTable_devices on Device @relay(plural: true) {
        id
        serialNumber
        siteName
        location
        lastRun
        systemStatus
        hasError
        components {
          kind
          installedVersion
          needsUpdate
        }
        ...DeviceInfoPanel_device
      }
    `,
    devicesKey,
  );

  const columns = useMemo(
    () => [
      column.accessor('serialNumber', { header: t`Device ID`, meta: { minWidth: '6rem', conditionFilter: 'text' } }),
      column.accessor((row) => row.siteName ?? '', {
        id: 'site',
        header: t`Site`,
        // Long clinic names are cut to 140px at 1280 px, 260px on a wide screen (the full name in the
        // tooltip); no site reads "No site".
        cell: (info) =>
          info.getValue() ? (
            <TruncatedName maxW={{ base: '140px', '2xl': '260px' }}>{info.getValue()}</TruncatedName>
          ) : (
            <DeviceSiteName siteName={null} />
          ),
        meta: { filterable: true, minWidth: '120px', maxWidth: '260px', emptyValueLabel: t`No site` },
      }),
      ...COMPONENT_ORDER.map((kind) =>
        column.accessor((row) => componentOf(row, kind)?.installedVersion ?? '', {
          id: kind,
          header: i18n._(COMPONENT_LABELS[kind]),
          cell: (info) => (
            <ComponentVersion version={info.getValue()} needsUpdate={componentOf(info.row.original, kind)?.needsUpdate ?? false} />
          ),
          // As wide as the version and its update mark need (2.4.1, 10.0.19045): at 120 px each the
          // five left the Location column past the table's box at 1280 px.
          // No condition menu here: five more header buttons push the table past its box at 1280 px
          // in French and German (the API takes an "includes" on each version; the search finds one).
          meta: { minWidth: '5rem', maxWidth: '180px' },
        }),
      ),
      // Sorting by the ISO timestamp keeps runs in time order; the cell shows dd/mm/yyyy HH:mm.
      column.accessor((row) => row.lastRun ?? '', {
        id: 'lastRun',
        header: t`Last run`,
        cell: (info) => (
          <Text as="span" whiteSpace="normal">
            {formatDateTime(info.getValue())}
          </Text>
        ),
        // On one line where there is room; in a narrow window (1280 px in German) the time goes under the date.
        meta: { minWidth: '6rem', dateFilter: true },
      }),
      column.accessor((row) => row.systemStatus ?? '', {
        id: 'systemStatus',
        header: t`System status`,
        cell: (info) =>
          info.row.original.hasError ? (
            <Text as="span" color="red.fg" fontWeight="medium" data-status="error">
              {systemStatusText(i18n, info.getValue()) || '—'}
            </Text>
          ) : info.getValue() ? (
            systemStatusText(i18n, info.getValue())
          ) : (
            <Text as="span" color="fg.muted" data-status="unreported">
              {t`Not reported yet`}
            </Text>
          ),
        meta: {
          filterable: true,
          minWidth: '6rem',
          emptyValueLabel: t`Not reported yet`,
          filterValueLabel: (value) => systemStatusText(i18n, String(value ?? '')),
        },
      }),
      // A long location wraps rather than push the table past its box.
      column.accessor((row) => row.location ?? '', {
        id: 'location',
        header: t`Location`,
        cell: (info) => (
          <Text maxW="8rem" whiteSpace="normal">
            {info.getValue()}
          </Text>
        ),
        meta: { minWidth: '6rem', conditionFilter: 'text' },
      }),
    ],
    [t, i18n],
  );

  // The open device is looked up on the shown page: another page closes its panel.
  const openDevice = openDeviceId ? devices.find((device) => device.id === openDeviceId) : undefined;

  return (
    <>
      <DataTable<DeviceRow>
        aria-label={t`Devices`}
        rows={devices}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.serialNumber}
        server={server}
        pending={pending}
        onRowClick={(row) => setOpenDeviceId(row.id)}
      />
      {openDevice ? <DeviceInfoPanel device={openDevice} onClose={() => setOpenDeviceId(null)} /> : null}
    </>
  );
}
