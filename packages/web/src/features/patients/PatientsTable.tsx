// The active patients table (§2): last name, first name, social ID, date of birth, gender and
// last visit. Patients not yet active (pending pairing) or locked are greyed and say so in
// words. A row opens the patient; its menu edits, starts a new visit or deletes.
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
import { GENDER_LABELS } from './patientLabels';
import { useDeletePatientMutation } from './useDeletePatientMutation';
import { patientPaths } from './patientPaths';

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
          return (
            <HStack gap="2">
              <Text as="span">{info.getValue()}</Text>
              {mark ? (
                <Badge size="sm" variant="outline" colorPalette="gray">
                  {mark}
                </Badge>
              ) : null}
            </HStack>
          );
        },
      }),
      column.accessor('firstName', { header: t`First name` }),
      column.accessor((row) => row.personal.socialId ?? '', { id: 'socialId', header: t`Social ID` }),
      column.accessor((row) => row.personal.birthdate ?? '', {
        id: 'birthdate',
        header: t`Date of birth`,
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((row) => genderLabel(row.personal.gender), {
        id: 'gender',
        header: t`Gender`,
        meta: { filterable: true },
      }),
      column.accessor((row) => row.lastVisit ?? '', {
        id: 'lastVisit',
        header: t`Last visit`,
        cell: (info) => formatDate(info.getValue()),
      }),
    ];
  }, [t, i18n]);

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
      rowActions={(patient) => [
        { label: t`Edit details`, onSelect: () => void navigate(patientPaths.edit(patient.id)) },
        { label: t`New visit`, onSelect: () => void navigate(patientPaths.newVisit(patient.id)) },
        { label: t`Delete patient`, tone: 'danger', onSelect: () => void confirmDelete(patient) },
      ]}
    />
  );
}
