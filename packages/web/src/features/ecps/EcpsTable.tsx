// The ECP table (§2): names, username, profession, site, site admin, locked and pending
// marks. Locked professionals' rows are greyed.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { EcpsTable_ecps$data, EcpsTable_ecps$key } from '../../__generated__/EcpsTable_ecps.graphql';
import { DataTable } from '../../components/dataTable/DataTable';
import { Mark } from '../adminConsole/Mark';
import { PROFESSION_LABELS } from '../adminConsole/consoleLabels';
import { useSearchText } from '../adminConsole/consoleSearchParams';

type EcpRow = EcpsTable_ecps$data[number];
const column = createColumnHelper<EcpRow>();

export function EcpsTable({ ecps: ecpsKey }: { ecps: EcpsTable_ecps$key }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [searchText] = useSearchText();
  const ecps = useFragment(
    graphql`
      fragment EcpsTable_ecps on Ecp @relay(plural: true) {
        id
        firstName
        lastName
        email
        profession
        siteName
        isSiteAdmin
        locked
        pending
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
      column.accessor('firstName', { header: t`First name` }),
      column.accessor('lastName', { header: t`Last name` }),
      column.accessor('email', { header: t`Username (e-mail)` }),
      column.accessor((row) => professionLabel(row.profession), { id: 'profession', header: t`Profession` }),
      column.accessor((row) => row.siteName ?? '', { id: 'site', header: t`Site`, meta: { filterable: true } }),
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
      column.accessor('pending', {
        header: t`Pending`,
        cell: (info) => <Mark value={info.getValue()} />,
        meta: { align: 'center', filterValueLabel: yesNo },
      }),
    ];
  }, [t, i18n]);

  return (
    <DataTable<EcpRow>
      aria-label={t`Clinicians`}
      rows={ecps}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      globalFilter={searchText}
      isRowMuted={(row) => row.locked}
    />
  );
}
