// §2 Patient detail: the statistics box (total tests, total visits) and the next visit date.
import { Card, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { PatientVisitsSummary_patient$key } from '../../__generated__/PatientVisitsSummary_patient.graphql';
import { formatDate } from '../../i18n/dates';

export function PatientVisitsSummary({ patient: patientKey }: { patient: PatientVisitsSummary_patient$key }) {
  const { t } = useLingui();
  const patient = useFragment(
    graphql`
      fragment PatientVisitsSummary_patient on Patient {
        visitCount
        testCount
        lastVisit
        nextVisitDate
        treatmentDays
        treatmentProgress
      }
    `,
    patientKey,
  );
  const tiles: [string, string][] = [
    [t`Total visits`, String(patient.visitCount)],
    [t`Total tests`, String(patient.testCount)],
    [t`Last visit`, formatDate(patient.lastVisit) || '—'],
    [t`Next visit`, formatDate(patient.nextVisitDate) || '—'],
  ];
  if (patient.treatmentProgress !== null && patient.treatmentDays !== null) {
    tiles.push([t`Treatment progress`, t`${patient.treatmentProgress}% of ${patient.treatmentDays} days`]);
  }
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t`Visits`}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="4">
          {tiles.map(([label, value]) => (
            <Stat.Root key={label}>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
