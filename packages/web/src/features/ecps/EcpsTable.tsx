// The ECP table (§2): names, username, profession, site, site admin, locked and pending
// marks. Locked professionals' rows are greyed; rows are selectable (message recipients: only
// those who can sign in); the row menu edits an ECP's details, or locks / unlocks the account
// after a confirmation. A registrant waiting for approval is marked and leads to the Pending tab. The server
// pages, sorts and filters the rows; every column sorts, site and locked filter.
import { useMemo } from 'react';
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { EcpsTable_ecps$data, EcpsTable_ecps$key } from '../../__generated__/EcpsTable_ecps.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { EmailAddress } from '../../components/dataTable/EmailAddress';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { Mark } from '../adminConsole/Mark';
import { PENDING_TAB_PATH, PendingApprovalBadge } from '../adminConsole/PendingApprovalBadge';
import { useNavigate } from 'react-router';
import { PROFESSION_LABELS } from '../adminConsole/consoleLabels';
import { useSetEcpLockedMutation } from './useSetEcpLockedMutation';
import { useConfirmAppReset } from '../secondFactor/useConfirmAppReset';

type EcpRow = EcpsTable_ecps$data[number];
const column = createColumnHelper<EcpRow>();

interface EcpsTableProps {
  ecps: EcpsTable_ecps$key;
  onEdit: (ecpId: string) => void;
  /** The selected rows (message recipients), held by the tab. */
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
  /** Platform admins may remove a clinician's authenticator app (lost phone); site admins may not. */
  canResetApps?: boolean;
}

export function EcpsTable({
  ecps: ecpsKey,
  onEdit,
  selectedIds,
  onSelectedIdsChange,
  server,
  pending,
  canResetApps = false,
}: EcpsTableProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const ecps = useFragment(
    graphql`
      fragment EcpsTable_ecps on Ecp @relay(plural: true) {
        id
        version
        firstName
        lastName
        email
        profession
        siteName
        isSiteAdmin
        locked
        viewerCanLock
        pending
        awaitingApproval
        messageable
      }
    `,
    ecpsKey,
  );

  const columns = useMemo(() => {
    const yesNo = (value: unknown) => (value ? t`Yes` : t`No`);
    const professionLabel = (profession: string | null | undefined) => {
      const label = profession ? PROFESSION_LABELS[profession] : undefined;
      return label ? i18n._(label) : '';
    };
    return [
      column.accessor('firstName', { header: t`First name`, meta: { conditionFilter: 'text' } }),
      column.accessor('lastName', { header: t`Last name`, meta: { conditionFilter: 'text' } }),
      column.accessor('email', {
        header: t`Username (e-mail)`,
        cell: (info) => <EmailAddress value={info.getValue()} />,
        meta: { ltr: true, conditionFilter: 'text' },
      }),
      column.accessor((row) => professionLabel(row.profession), { id: 'profession', header: t`Profession` }),
      // A long clinic name may take two lines at 1280 px rather than widen the table past its box.
      column.accessor((row) => row.siteName ?? '', {
        id: 'site',
        header: t`Site`,
        cell: (info) => <chakra.span whiteSpace="normal">{info.getValue()}</chakra.span>,
        meta: { filterable: true },
      }),
      column.accessor('isSiteAdmin', {
        header: t`Site admin`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterValueLabel: yesNo },
      }),
      column.accessor('locked', {
        header: t`Locked`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterable: true, filterValueLabel: yesNo },
      }),
      // A registrant waiting for approval is the Pending tab's: the badge leads there.
      column.accessor('pending', {
        header: t`Pending`,
        cell: (info) => (info.row.original.awaitingApproval ? <PendingApprovalBadge /> : <Mark value={info.getValue()} />),
        meta: { align: 'center', filterValueLabel: yesNo },
      }),
    ];
  }, [t, i18n]);

  const navigate = useNavigate();
  const [setEcpLocked] = useSetEcpLockedMutation();
  const confirmAppReset = useConfirmAppReset();
  const confirmLock = async (ecp: EcpRow, locked: boolean) => {
    const name = `${ecp.firstName} ${ecp.lastName}`;
    const confirmed = await askConfirmation(
      locked
        ? {
            title: t`Lock ${name}?`,
            message: t`A locked clinician cannot sign in until unlocked.`,
            confirmLabel: t`Lock ECP`,
            tone: 'danger',
          }
        : {
            title: t`Unlock ${name}?`,
            message: t`The clinician can sign in again.`,
            confirmLabel: t`Unlock ECP`,
          },
    );
    if (!confirmed) return;
    // GraphQL errors are shown by the error modal; payload errors here.
    await setEcpLocked(ecp.id, locked, ecp.version).then(reportPayloadErrors, () => false);
  };

  // Settled in the Pending tab, never edited or locked here.
  const pendingActions = [{ label: t`Open the Pending tab`, onSelect: () => void navigate(PENDING_TAB_PATH) }];
  const rowActionsOf = (ecp: EcpRow) => [
    { label: t`Edit ECP details`, onSelect: () => onEdit(ecp.id) },
    // Never offered where the policy refuses it (a site admin's own account).
    ...(ecp.locked
      ? [{ label: t`Unlock ECP`, onSelect: () => void confirmLock(ecp, false) }]
      : ecp.viewerCanLock
        ? [{ label: t`Lock ECP`, tone: 'danger' as const, onSelect: () => void confirmLock(ecp, true) }]
        : []),
    ...(canResetApps
      ? [
          {
            label: t`Remove authenticator app`,
            onSelect: () => void confirmAppReset({ id: ecp.id, name: `${ecp.firstName} ${ecp.lastName}` }),
          },
        ]
      : []),
  ];

  return (
    <DataTable<EcpRow>
      aria-label={t`Clinicians`}
      rows={ecps}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      server={server}
      pending={pending}
      isRowMuted={(row) => row.locked}
      // The selection holds message recipients: only clinicians who can sign in (domain ecpMessaging.ts).
      isRowDisabled={(row) => !row.messageable}
      selectedRowIds={selectedIds}
      onSelectedRowIdsChange={onSelectedIdsChange}
      rowActions={(ecp) => (ecp.awaitingApproval ? pendingActions : rowActionsOf(ecp))}
    />
  );
}
