// The admin table (§2): name, role (admin or super admin), contacts, two-factor sign-in, locked and pending marks. The row
// menu edits an admin, locks or unlocks one, or removes one, each write after a confirmation.
import { useMemo } from 'react';
import { Badge } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { AdminsTable_admins$data, AdminsTable_admins$key } from '../../__generated__/AdminsTable_admins.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { Mark } from '../adminConsole/Mark';
import { useAdminRowActions } from './useAdminRowActions';

type AdminRow = AdminsTable_admins$data[number];

/** The platform roles as the table names them. */
const ROLE_NAMES = { ADMIN: msg`Admin`, SUPER_ADMIN: msg`Super admin` };
const column = createColumnHelper<AdminRow>();

interface AdminsTableProps {
  admins: AdminsTable_admins$key;
  /** The admins connection, for removing a deleted admin's row. */
  connectionId: string;
  /** The signed-in admin's storage id: the BFF refuses to lock or remove oneself. */
  viewerInternalId: string | null;
  onEdit: (adminId: string) => void;
  /** The server's page, sort, filters and their choices. */
  server: ServerTableState;
  /** A page is on its way: the current one stays, dimmed. */
  pending: boolean;
}

export function AdminsTable({ admins: adminsKey, connectionId, viewerInternalId, onEdit, server, pending }: AdminsTableProps) {
  const { t, i18n } = useLingui();
  const admins = useFragment(
    graphql`
      fragment AdminsTable_admins on Admin @relay(plural: true) {
        id
        version
        internalID
        fullName
        role
        email
        phoneNumber
        twoFactorEnabled
        locked
        pending
      }
    `,
    adminsKey,
  );

  const columns = useMemo(() => {
    const onOff = (value: unknown) => (value ? t`On` : t`Off`);
    const yesNo = (value: unknown) => (value ? t`Yes` : t`No`);
    const roleName = (value: unknown) => (value === 'SUPER_ADMIN' ? i18n._(ROLE_NAMES.SUPER_ADMIN) : i18n._(ROLE_NAMES.ADMIN));
    return [
      column.accessor('fullName', { header: t`Name`, meta: { conditionFilter: 'text' } }),
      column.accessor('role', {
        header: t`Role`,
        cell: (info) =>
          info.getValue() === 'SUPER_ADMIN' ? (
            <Badge colorPalette="brand" variant="subtle">
              {roleName(info.getValue())}
            </Badge>
          ) : (
            roleName(info.getValue())
          ),
        meta: { filterable: true, filterValueLabel: roleName },
      }),
      column.accessor('email', { header: t`E-mail`, meta: { ltr: true, conditionFilter: 'text' } }),
      column.accessor((row) => row.phoneNumber ?? '', { id: 'phone', header: t`Phone`, meta: { ltr: true, conditionFilter: 'text' } }),
      column.accessor('twoFactorEnabled', {
        header: t`2FA`,
        cell: (info) => (
          <Badge colorPalette={info.getValue() ? 'green' : 'gray'} variant="subtle">
            {onOff(info.getValue())}
          </Badge>
        ),
        meta: { label: t`Two-factor sign-in`, filterable: true, filterValueLabel: onOff },
      }),
      column.accessor('locked', {
        header: t`Locked`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterable: true, filterValueLabel: yesNo },
      }),
      column.accessor('pending', {
        header: t`Pending`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterValueLabel: yesNo },
      }),
    ];
  }, [t, i18n]);

  const rowActions = useAdminRowActions({ connectionId, viewerInternalId, onEdit });

  return (
    <DataTable<AdminRow>
      aria-label={t`Admins`}
      rows={admins}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.fullName}
      server={server}
      pending={pending}
      isRowMuted={(row) => row.locked}
      rowActions={rowActions}
    />
  );
}
