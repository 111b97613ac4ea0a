// The active patients table (§2): last name, first name, social ID, date of birth, gender, last
// visit, and the planned next visit (overdue in red and in words) and missed-visits status.
// Patients not yet active (pending pairing) or locked are greyed and say so in words. A row
// opens the patient; its menu edits, starts a new visit or deletes.
import { useMemo } from 'react';
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { PatientsTable_patients$data, PatientsTable_patients$key } from '../../__generated__/PatientsTable_patients.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { formatDate } from '../../i18n/dates';
import { missedVisitsColumn, useAdherenceLabels } from './missedVisitsColumn';
import { NextVisitCell } from './NextVisitCell';
import { GENDER_LABELS } from './patientLabels';
import { useDeletePatientMutation } from './useDeletePatientMutation';
import { patientPaths } from './patientPaths';
import { intendRoute } from '../../routing/preload';

type PatientRow = PatientsTable_patients$data[number];
const column = createColumnHelper<PatientRow>();

/** §2: rows whose account is not active (pending pairing) or that are locked are greyed. */
export const isInactive = (row: Pick<PatientRow, 'accountStatus' | 'locked'>) => row.locked || row.accountStatus !== 'ACTIVE';

interface PatientsTableProps {
  patients: PatientsTable_patients$key;
  connectionId: string;
  emptyText: string;
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** The server pages, sorts and filters; `patients` is one page. */
  server?: ServerTableState;
  /** The next page is on its way. */
  pending?: boolean;
}

export function PatientsTable(props: PatientsTableProps) {
  const { patients: patientsKey, connectionId, emptyText, selectedIds, onSelectedIdsChange, server, pending } = props;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const adherenceLabels = useAdherenceLabels();
  const navigate = useNavigate();
  const patients = useFragment(
    graphql`
      fragment PatientsTable_patients on Patient @relay(plural: true) {
        id
        firstName
        lastName
        fullName
        accountStatus
        locked
        lastVisit
        nextVisitDate
        daysOverdue
        missedMoreThanThreshold
        personal {
          socialId
          birthdate
          gender
        }
      }
    `,
    patientsKey,
  );

  const columns = useMemo(() => {
    const genderLabel = (gender: string | null | undefined) => {
      const label = gender ? GENDER_LABELS[gender] : undefined;
      return label ? i18n._(label) : '';
    };
    return [
      column.accessor('lastName', {
        header: t`Last name`,
        cell: (info) => {
          const row = info.row.original;
          // Not colour only (WCAG 1.4.1): the greyed row also says why.
          const mark = row.locked ? t`Locked` : row.accountStatus !== 'ACTIVE' ? t`Pending pairing` : null;
          // The mark may go under the name, and a long one onto two lines (German's "Kopplung
          // ausstehend"), so it does not widen the table past its box.
          return (
            <HStack gap="2" rowGap="0.5" wrap="wrap">
              <Text as="span">{info.getValue()}</Text>
              {mark ? (
                <Badge size="sm" variant="outline" colorPalette="gray" whiteSpace="normal">
                  {mark}
                </Badge>
              ) : null}
            </HStack>
          );
        },
      }),
      column.accessor('firstName', { header: t`First name` }),
      // Digit groups ('252 686 3784') keep their order in Hebrew.
      column.accessor((row) => row.personal.socialId ?? '', { id: 'socialId', header: t`Social ID`, meta: { ltr: true } }),
      // The date columns filter by a condition: before, after or on a day (§2 search options).
      column.accessor((row) => row.personal.birthdate ?? '', {
        id: 'birthdate',
        header: t`Date of birth`,
        cell: (info) => formatDate(info.getValue()),
        meta: { dateFilter: true },
      }),
      // The value is the enum, translated in the cell: tanstack keeps a row's values until new rows
      // come, so a translated value would stay in the old language after a switch.
      column.accessor((row) => row.personal.gender ?? '', {
        id: 'gender',
        header: t`Gender`,
        cell: (info) => genderLabel(info.getValue()),
        meta: { filterable: true, filterValueLabel: (value) => genderLabel(value as string) },
      }),
      column.accessor((row) => row.lastVisit ?? '', {
        id: 'lastVisit',
        header: t`Last visit`,
        cell: (info) => formatDate(info.getValue()),
        meta: { dateFilter: true },
      }),
      column.accessor((row) => row.nextVisitDate ?? '', {
        id: 'nextVisit',
        header: t`Next visit`,
        cell: (info) => <NextVisitCell date={info.getValue()} daysOverdue={info.row.original.daysOverdue} />,
        // From 1536 px, room for the date and its overdue badge on one line, so the column keeps its
        // width from page to page; narrower, the badge may go under the date (NextVisitCell).
        meta: { minWidth: { base: '9rem', '2xl': '15rem' }, dateFilter: true },
      }),
      missedVisitsColumn<PatientRow>(t`Status`, adherenceLabels),
    ];
  }, [t, i18n, adherenceLabels]);

  const [deletePatient] = useDeletePatientMutation();
  const confirmDelete = async (patient: PatientRow) => {
    const name = patient.fullName;
    const confirmed = await askConfirmation({
      title: t`Delete ${name}?`,
      message: t`The patient and their visits are removed. This cannot be undone.`,
      confirmLabel: t`Delete patient`,
      tone: 'danger',
    });
    if (!confirmed) return;
    // GraphQL errors are shown by the error modal; payload errors here.
    const deleted = await deletePatient(patient.id, connectionId).then(reportPayloadErrors, () => false);
    // A deleted patient cannot stay selected as a recipient.
    if (deleted && selectedIds.includes(patient.id)) onSelectedIdsChange(selectedIds.filter((id) => id !== patient.id));
  };

  return (
    <DataTable<PatientRow>
      aria-label={t`Active patients`}
      rows={patients}
      columns={columns}
      server={server}
      pending={pending}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.fullName}
      emptyText={emptyText}
      isRowMuted={isInactive}
      selectedRowIds={selectedIds}
      onSelectedRowIdsChange={onSelectedIdsChange}
      onRowClick={(row) => void navigate(patientPaths.detail(row.id))}
      onRowIntent={(row) => intendRoute(row && patientPaths.detail(row.id))}
      rowActions={(patient) => [
        { label: t`Edit details`, onSelect: () => void navigate(patientPaths.edit(patient.id)) },
        { label: t`New visit`, onSelect: () => void navigate(patientPaths.newVisit(patient.id)) },
        { label: t`Delete patient`, tone: 'danger', onSelect: () => void confirmDelete(patient) },
      ]}
    />
  );
}
