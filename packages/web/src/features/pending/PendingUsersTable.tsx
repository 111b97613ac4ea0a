// The pending users table (§2): FirstName, LastName, Email, SiteName, Phone.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type {
  PendingUsersTable_pendingUsers$data,
  PendingUsersTable_pendingUsers$key,
} from '../../__generated__/PendingUsersTable_pendingUsers.graphql';
import { DataTable } from '../../components/dataTable/DataTable';
import { useSearchText } from '../adminConsole/consoleSearchParams';

type PendingRow = PendingUsersTable_pendingUsers$data[number];
const column = createColumnHelper<PendingRow>();

export function PendingUsersTable({ pendingUsers: pendingKey }: { pendingUsers: PendingUsersTable_pendingUsers$key }) {
  const { t } = useLingui();
  const [searchText] = useSearchText();
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
      column.accessor('firstName', { header: t`First name` }),
      column.accessor('lastName', { header: t`Last name` }),
      column.accessor('email', { header: t`E-mail` }),
      column.accessor((row) => row.siteName ?? '', { id: 'site', header: t`Site name`, meta: { filterable: true } }),
      column.accessor((row) => row.phoneNumber ?? '', { id: 'phone', header: t`Phone` }),
    ],
    [t],
  );

  return (
    <DataTable<PendingRow>
      aria-label={t`Pending users`}
      rows={pendingUsers}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      globalFilter={searchText}
    />
  );
}
