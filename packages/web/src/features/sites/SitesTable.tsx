// The site table (§2): name, contacts, place, how many ECPs and devices, data backup and status
// (Pending approval or Active); the row menu edits a site's details or deletes it with its ECPs,
// its devices moved or left without a site (DeleteSiteDialog). A site waiting for approval leads
// to the Pending tab instead.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { countryFilterLabel, countryLabel } from '@portal/domain/countries';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { SitesTable_sites$data, SitesTable_sites$key } from '../../__generated__/SitesTable_sites.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { TruncatedName } from '../../components/TruncatedName';
import { PENDING_TAB_PATH, PendingApprovalBadge } from '../adminConsole/PendingApprovalBadge';
import { DeleteSiteDialog } from './DeleteSiteDialog';

type SiteRow = SitesTable_sites$data[number];
const column = createColumnHelper<SiteRow>();

interface SitesTableProps {
  sites: SitesTable_sites$key;
  /** The sites connection, for removing a deleted site's row. */
  connectionId: string;
  onEdit: (siteId: string) => void;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
}

export function SitesTable({ sites: sitesKey, connectionId, onEdit, server, pending }: SitesTableProps) {
  const { t, i18n } = useLingui();
  const sites = useFragment(
    graphql`
      fragment SitesTable_sites on Site @relay(plural: true) {
        id
        name
        email
        phoneNumber
        country
        city
        ecpCount
        deviceCount
        id
        backUpData
        awaitingApproval
      }
    `,
    sitesKey,
  );

  const columns = useMemo(() => {
    const onOff = (value: unknown) => (value ? t`On` : t`Off`);
    const statusLabel = (value: unknown) => (value ? t`Pending approval` : t`Active`);
    return [
      column.accessor('name', {
        header: t`Site name`,
        cell: (info) => <TruncatedName maxW="150px">{info.getValue()}</TruncatedName>,
        meta: { conditionFilter: 'text' },
      }),
      // Long addresses, countries and cities are cut (whole in the tooltip) so the status fits 1280 px.
      column.accessor((row) => row.email ?? '', {
        id: 'email',
        header: t`E-mail`,
        cell: (info) => <TruncatedName maxW="150px">{info.getValue()}</TruncatedName>,
        meta: { ltr: true, conditionFilter: 'text' },
      }),
      column.accessor((row) => row.phoneNumber ?? '', { id: 'phone', header: t`Phone`, meta: { ltr: true, conditionFilter: 'text' } }),
      // Sorted and filtered by the stored text; read by the country's name in the reader's language.
      column.accessor((row) => row.country ?? '', {
        id: 'country',
        header: t`Country`,
        cell: (info) => <TruncatedName maxW="120px">{countryLabel(info.getValue(), i18n.locale)}</TruncatedName>,
        meta: { filterable: true, filterValueLabel: (value) => countryFilterLabel(String(value ?? ''), i18n.locale) },
      }),
      column.accessor((row) => row.city ?? '', {
        id: 'city',
        header: t`City`,
        cell: (info) => <TruncatedName maxW="100px">{info.getValue()}</TruncatedName>,
        meta: { conditionFilter: 'text' },
      }),
      column.accessor('ecpCount', { header: t`ECPs`, meta: { align: 'end', conditionFilter: 'number' } }),
      column.accessor('deviceCount', { header: t`Devices`, meta: { align: 'end', conditionFilter: 'number' } }),
      column.accessor('backUpData', {
        header: t`Data backup`,
        cell: (info) => (
          <Badge colorPalette={info.getValue() ? 'green' : 'gray'} variant="subtle">
            {onOff(info.getValue())}
          </Badge>
        ),
        meta: { filterable: true, filterValueLabel: onOff },
      }),
      // Pending approval leads to the Pending tab, where the registration is settled.
      column.accessor('awaitingApproval', {
        id: 'status',
        header: t`Status`,
        cell: (info) =>
          info.getValue() ? (
            <PendingApprovalBadge />
          ) : (
            <Badge colorPalette="green" variant="subtle">
              {t`Active`}
            </Badge>
          ),
        meta: { filterable: true, filterValueLabel: statusLabel },
      }),
    ];
  }, [t, i18n.locale]);

  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<SiteRow | null>(null);

  return (
    <>
      <DataTable<SiteRow>
        aria-label={t`Sites`}
        rows={sites}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.name}
        server={server}
        pending={pending}
        rowActions={(site) =>
          // A registration waiting for approval is settled in the Pending tab, never edited or deleted here.
          site.awaitingApproval
            ? [{ label: t`Open the Pending tab`, onSelect: () => void navigate(PENDING_TAB_PATH) }]
            : [
                { label: t`Edit site details`, onSelect: () => onEdit(site.id) },
                { label: t`Delete site`, tone: 'danger', onSelect: () => setDeleting(site) },
              ]
        }
      />
      {deleting ? <DeleteSiteDialog site={deleting} connectionId={connectionId} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}
