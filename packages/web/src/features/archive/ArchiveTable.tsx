// The archived patients table (§2): patient ID, names, birth date, gender, last visit and the
// status warning (missed more than 30% of the planned tests), then device ID, date of
// activation and treatment progress. No row actions; a row opens the patient read only.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { ArchiveTable_patients$data, ArchiveTable_patients$key } from '../../__generated__/ArchiveTable_patients.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { formatDate } from '../../i18n/dates';
import { missedVisitsColumn, useAdherenceLabels } from '../patients/missedVisitsColumn';
import { GENDER_LABELS } from '../patients/patientLabels';
import { TreatmentProgress } from './TreatmentProgress';
import { patientPaths } from '../patients/patientPaths';
import { intendRoute } from '../../routing/preload';

type PatientRow = ArchiveTable_patients$data[number];
const column = createColumnHelper<PatientRow>();

interface ArchiveTableProps {
  patients: ArchiveTable_patients$key;
  emptyText: string;
  onOpen: (patientId: string) => void;
  /** The server pages, sorts and filters; `patients` is one page. */
  server?: ServerTableState;
  /** The next page is on its way. */
  pending?: boolean;
}

export function ArchiveTable({ patients: patientsKey, emptyText, onOpen, server, pending }: ArchiveTableProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const adherenceLabels = useAdherenceLabels();
  const patients = useFragment(
    graphql`
      fragment ArchiveTable_patients on Patient @relay(plural: true) {
        id
        firstName
        lastName
        personal {
          socialId
          birthdate
          gender
        }
        lastVisit
        missedMoreThanThreshold
        deviceId
        dateOfActivation
        treatmentProgress
        treatmentDays
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
      // Digit groups keep their order in Hebrew.
      column.accessor((row) => row.personal.socialId ?? '', { id: 'socialId', header: t`Patient ID`, meta: { ltr: true } }),
      column.accessor('firstName', { header: t`First name` }),
      column.accessor('lastName', { header: t`Last name` }),
      // Sorted by the ISO value, shown dd/mm/yyyy.
      column.accessor((row) => (row.personal.birthdate as string | null) ?? '', {
        id: 'birthdate',
        header: t`Birth date`,
        cell: (info) => formatDate(info.getValue()),
        // Filtered by a condition: before, after or on a day (§2 search options).
        meta: { dateFilter: true },
      }),
      // The enum, translated in the cell (tanstack keeps a row's values across a language switch).
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
      missedVisitsColumn<PatientRow>(t`Status`, adherenceLabels),
      column.accessor((row) => row.deviceId ?? '', { id: 'deviceId', header: t`Device ID` }),
      column.accessor((row) => row.dateOfActivation ?? '', {
        id: 'dateOfActivation',
        header: t`Date of activation`,
        cell: (info) => formatDate(info.getValue()),
      }),
      column.accessor((row) => row.treatmentProgress ?? -1, {
        id: 'treatmentProgress',
        header: t`Treatment progress`,
        cell: (info) => <TreatmentProgress percent={info.row.original.treatmentProgress} days={info.row.original.treatmentDays} />,
        meta: { minWidth: '8rem' },
      }),
    ];
  }, [t, i18n, adherenceLabels]);

  return (
    <DataTable<PatientRow>
      aria-label={t`Archived patients`}
      rows={patients}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      emptyText={emptyText}
      onRowClick={(row) => onOpen(row.id)}
      onRowIntent={(row) => intendRoute(row && patientPaths.detail(row.id, true))}
      server={server}
      pending={pending}
    />
  );
}
