// The pending users table (§2): FirstName, LastName, Email, SiteName, Phone. Row actions, each
// after a confirmation: Approve (the site becomes active, the registrant is invited to create a
// password) and Delete (§2; the registration is rejected with its pending site and account). The
// server pages, sorts and filters the rows: every column sorts, the site name filters.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type {
  PendingUsersTable_pendingUsers$data,
  PendingUsersTable_pendingUsers$key,
} from '../../__generated__/PendingUsersTable_pendingUsers.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { notifySuccess } from '../../components/feedback/toaster';
import { useApprovePendingUserMutation } from './useApprovePendingUserMutation';
import { useDeletePendingUserMutation } from './useDeletePendingUserMutation';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

type PendingRow = PendingUsersTable_pendingUsers$data[number];
const column = createColumnHelper<PendingRow>();

interface PendingUsersTableProps {
  pendingUsers: PendingUsersTable_pendingUsers$key;
  /** The pending users connection, for removing a deleted registration's row. */
  connectionId: string;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
}

export function PendingUsersTable({ pendingUsers: pendingKey, connectionId, server, pending }: PendingUsersTableProps) {
  const { t } = useLingui();
  const pendingUsers = useFragment(
    graphql`
      fragment PendingUsersTable_pendingUsers on PendingUser @relay(plural: true) {
        id
        firstName
        lastName
        email
        siteName
        phoneNumber
      }
    `,
    pendingKey,
  );

  const columns = useMemo(
    () => [
      column.accessor('firstName', { header: t`First name`, meta: { conditionFilter: 'text' } }),
      column.accessor('lastName', { header: t`Last name`, meta: { conditionFilter: 'text' } }),
      column.accessor('email', { header: t`E-mail`, meta: { ltr: true, conditionFilter: 'text' } }),
      column.accessor((row) => row.siteName ?? '', { id: 'site', header: t`Site name`, meta: { filterable: true } }),
      column.accessor((row) => row.phoneNumber ?? '', { id: 'phone', header: t`Phone`, meta: { ltr: true, conditionFilter: 'text' } }),
    ],
    [t],
  );

  const [approvePendingUser] = useApprovePendingUserMutation();
  // A clinic's §7 backend can only delete a registration.
  const offersApproval = useUpstreamCapability('PENDING_APPROVAL');
  const confirmApprove = async (row: PendingRow) => {
    const name = `${row.firstName} ${row.lastName}`;
    const site = row.siteName ?? '';
    const confirmed = await askConfirmation({
      title: t`Approve the registration of ${name}?`,
      message: t`${site} becomes an active site, and ${name} receives an e-mail with a link to create a password.`,
      confirmLabel: t`Approve`,
    });
    if (!confirmed) return;
    // GraphQL errors are shown by the error modal; payload errors here.
    const approved = await approvePendingUser(row.id, connectionId).then(reportPayloadErrors, () => false);
    if (approved) notifySuccess(t`Registration approved`, t`An invitation was sent to ${row.email}.`);
  };

  const [deletePendingUser] = useDeletePendingUserMutation();
  const confirmDelete = async (row: PendingRow) => {
    const name = `${row.firstName} ${row.lastName}`;
    const confirmed = await askConfirmation({
      title: t`Delete the registration of ${name}?`,
      message: t`The registration is rejected: its pending site and account are deleted, and ${name} is told by e-mail. This cannot be undone.`,
      confirmLabel: t`Delete`,
      tone: 'danger',
    });
    if (!confirmed) return;
    await deletePendingUser(row.id, connectionId).then(reportPayloadErrors, () => false);
  };

  return (
    <DataTable<PendingRow>
      aria-label={t`Pending users`}
      rows={pendingUsers}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      server={server}
      pending={pending}
      rowActions={(row) => [
        ...(offersApproval ? [{ label: t`Approve`, onSelect: () => void confirmApprove(row) }] : []),
        { label: t`Delete`, tone: 'danger' as const, onSelect: () => void confirmDelete(row) },
      ]}
    />
  );
}
