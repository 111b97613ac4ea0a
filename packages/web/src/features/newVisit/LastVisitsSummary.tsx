// The new-visit page's reminder of the patient's latest visits (§2: "with the last visits"):
// the latest three with their date, number of tests and the next visit planned then.
import { Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { LastVisitsSummary_patient$key } from '../../__generated__/LastVisitsSummary_patient.graphql';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { testCountText } from '../patientRecord/testCountText';

export function LastVisitsSummary({ patient: patientKey }: { patient: LastVisitsSummary_patient$key }) {
  const { t, i18n } = useLingui();
  const patient = useFragment(
    graphql`
      fragment LastVisitsSummary_patient on Patient {
        lastVisits: visits(first: 3) {
          edges {
            node {
              id
              visitDate
              testCount
              resultCount
              nextVisit
            }
          }
        }
      }
    `,
    patientKey,
  );
  const visits = patient.lastVisits?.edges.map((edge) => edge.node) ?? [];
  if (visits.length === 0) return <Text color="fg.muted">{t`No visits yet`}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t`Last visits`}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Number of tests`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Next visit`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {visits.map((visit) => (
            <Table.Row key={visit.id}>
              <Table.Cell fontVariantNumeric="tabular-nums">{formatDateTime(visit.visitDate)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {testCountText(i18n, visit.resultCount, visit.testCount)}
              </Table.Cell>
              <Table.Cell fontVariantNumeric="tabular-nums">{formatDate(visit.nextVisit) || '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
