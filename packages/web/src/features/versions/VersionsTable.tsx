// The version table (§2): component, number, download link, forced update, date, author. The
// row menu edits a version or removes it after a confirmation; rows are not selectable.
import { Fragment, useMemo } from 'react';
import { Box, Link } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { VersionsTable_versions$data, VersionsTable_versions$key } from '../../__generated__/VersionsTable_versions.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { formatDateTime } from '../../i18n/dates';
import { Mark } from '../adminConsole/Mark';
import { COMPONENT_NAMES } from '../adminConsole/consoleLabels';
import { useDeleteSoftwareVersionMutation } from './useDeleteSoftwareVersionMutation';
import { versionTypeLabel } from './versionTypes';

type VersionRow = VersionsTable_versions$data[number];
const column = createColumnHelper<VersionRow>();

/** A device component's translated name; the raw value when unknown. */
const componentName = (i18n: I18n, component: string) => {
  const label = COMPONENT_NAMES[component];
  return label ? i18n._(label) : component;
};

interface VersionsTableProps {
  versions: VersionsTable_versions$key;
  /** The versions connection, for removing a deleted version's row. */
  connectionId: string;
  onEdit: (versionId: string) => void;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
}

export function VersionsTable({ versions: versionsKey, connectionId, onEdit, server, pending }: VersionsTableProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
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

  const columns = useMemo(() => {
    const yesNo = (value: unknown) => (value ? t`Yes` : t`No`);
    return [
      // The server filters by the stored type code (WIN, ESAPP...): its choices read as the component's name.
      column.accessor((row) => componentName(i18n, row.component), {
        id: 'type',
        header: t`Type`,
        meta: { filterable: true, filterValueLabel: (code: unknown) => versionTypeLabel(i18n, String(code)) },
      }),
      column.accessor('versionNumber', { header: t`Version number`, meta: { conditionFilter: 'text' } }),
      column.accessor('url', {
        header: t`URL`,
        // A table cell ignores max-width: the block inside holds the long address to its width and
        // wraps it after a slash (anywhere in a longer part), so it never runs under the next column.
        cell: (info) => (
          <Box maxW="320px" whiteSpace="normal">
            <Link href={info.getValue()} target="_blank" rel="noopener noreferrer" color="brand.fg" overflowWrap="anywhere">
              {withBreaksAfterSlashes(info.getValue())}
            </Link>
          </Box>
        ),
        meta: { maxWidth: '320px', conditionFilter: 'text' },
      }),
      column.accessor('forceUpdate', {
        header: t`Force update`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterable: true, filterValueLabel: yesNo },
      }),
      // The server sorts by the date itself (CREATED_AT); the cell shows dd/mm/yyyy HH:mm.
      column.accessor('createdAt', { header: t`Date`, cell: (info) => formatDateTime(info.getValue()), meta: { dateFilter: true } }),
      column.accessor((row) => row.addedByName ?? '', { id: 'addedBy', header: t`Added by`, meta: { conditionFilter: 'text' } }),
    ];
  }, [t, i18n]);

  const [deleteVersion] = useDeleteSoftwareVersionMutation();
  const confirmRemove = async (version: VersionRow) => {
    const name = `${componentName(i18n, version.component)} ${version.versionNumber}`;
    const confirmed = await askConfirmation({
      title: t`Remove the version ${name}?`,
      message: t`This cannot be undone.`,
      confirmLabel: t`Remove version`,
      tone: 'danger',
    });
    if (!confirmed) return;
    // GraphQL errors are shown by the error modal; payload errors here.
    await deleteVersion(version.id, connectionId).then(reportPayloadErrors, () => false);
  };

  return (
    <DataTable<VersionRow>
      aria-label={t`Versions`}
      rows={versions}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${componentName(i18n, row.component)} ${row.versionNumber}`}
      server={server}
      pending={pending}
      rowActions={(version) => [
        { label: t`Edit version`, onSelect: () => onEdit(version.id) },
        { label: t`Remove version`, tone: 'danger', onSelect: () => void confirmRemove(version) },
      ]}
    />
  );
}

/** An address with a line-break opportunity after each slash ("https://host/<wbr>tv/<wbr>15.49.2/…"). */
function withBreaksAfterSlashes(url: string) {
  return url.split('/').map((part, i, parts) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
