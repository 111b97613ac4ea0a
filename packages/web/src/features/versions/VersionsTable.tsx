// The version table (§2): component, number, download link, forced update, date, author.
import { useMemo } from 'react';
import { Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { VersionsTable_versions$data, VersionsTable_versions$key } from '../../__generated__/VersionsTable_versions.graphql';
import { DataTable } from '../../components/dataTable/DataTable';
import { formatDateTime } from '../../i18n/dates';
import { Mark } from '../adminConsole/Mark';
import { COMPONENT_NAMES } from '../adminConsole/consoleLabels';
import { useSearchText } from '../adminConsole/consoleSearchParams';

type VersionRow = VersionsTable_versions$data[number];
const column = createColumnHelper<VersionRow>();

export function VersionsTable({ versions: versionsKey }: { versions: VersionsTable_versions$key }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [searchText] = useSearchText();
  const versions = useFragment(
    graphql`
      fragment VersionsTable_versions on SoftwareVersion @relay(plural: true) {
        id
        component
        versionNumber
        url
        forceUpdate
        createdAt
        addedByName
      }
    `,
    versionsKey,
  );

  const componentName = (component: string) => {
    const label = COMPONENT_NAMES[component];
    return label ? i18n._(label) : component;
  };
  const columns = useMemo(() => {
    const yesNo = (value: unknown) => (value ? t`Yes` : t`No`);
    return [
      column.accessor((row) => componentName(row.component), { id: 'type', header: t`Type`, meta: { filterable: true } }),
      column.accessor('versionNumber', { header: t`Version number` }),
      column.accessor('url', {
        header: t`URL`,
        cell: (info) => (
          <Link href={info.getValue()} target="_blank" rel="noopener noreferrer" color="brand.fg" wordBreak="break-all">
            {info.getValue()}
          </Link>
        ),
        meta: { maxWidth: '320px' },
      }),
      column.accessor('forceUpdate', {
        header: t`Force update`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterable: true, filterValueLabel: yesNo },
      }),
      // Sorting by the ISO timestamp keeps dates in time order; the cell shows dd/mm/yyyy HH:mm.
      column.accessor('createdAt', { header: t`Date`, cell: (info) => formatDateTime(info.getValue()) }),
      column.accessor((row) => row.addedByName ?? '', { id: 'addedBy', header: t`Added by` }),
    ];
  }, [t, i18n]);

  return (
    <DataTable<VersionRow>
      aria-label={t`Versions`}
      rows={versions}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${componentName(row.component)} ${row.versionNumber}`}
      globalFilter={searchText}
    />
  );
}
