// §2 Patient detail: the statistics box (total tests, total visits, ticks for the tests done at
// the last visit) and the next visit date with its picker.
import { useState } from 'react';
import { Box, Button, Card, Heading, List, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuCircleCheck, LuMinus } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { PatientVisitsSummary_patient$key } from '../../__generated__/PatientVisitsSummary_patient.graphql';
import { formatDate } from '../../i18n/dates';
import { NextVisitPicker } from './lazyNextVisitPicker';
import { testCountText } from './testCountText';
// The test names the result tabs use, so the ticks and the tabs read the same.
import { RESULT_TESTS, TEST_NAMES } from '../testResults/testCatalog';

export function PatientVisitsSummary({ patient: patientKey }: { patient: PatientVisitsSummary_patient$key }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [picking, setPicking] = useState(false);
  const patient = useFragment(
    graphql`
      fragment PatientVisitsSummary_patient on Patient {
        id
        version
        fullName
        accountStatus
        visitCount
        testCount
        resultCount
        lastVisit
        nextVisitDate
        treatmentDays
        treatmentProgress
        testsAtLastVisit
      }
    `,
    patientKey,
  );
  const completed = patient.accountStatus === 'COMPLETED';
  const done = new Set<string>(patient.testsAtLastVisit);
  const tiles: [string, string][] = [
    [t`Total visits`, String(patient.visitCount)],
    [t`Total tests`, testCountText(i18n, patient.resultCount, patient.testCount)],
    [t`Last visit`, formatDate(patient.lastVisit) || '—'],
  ];
  if (patient.treatmentProgress !== null && patient.treatmentDays !== null) {
    const percent = patient.treatmentProgress;
    const days = patient.treatmentDays;
    tiles.push([t`Treatment progress`, t`${percent}% of ${days} days`]);
  }
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="5">
        <Heading as="h2" size="md">
          {t`Visits`}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {tiles.map(([label, value]) => (
            <Stat.Root key={label}>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText fontSize="xl">{value}</Stat.ValueText>
            </Stat.Root>
          ))}
          {/* The Change button stays outside the stat's <dl> (only dt/dd may sit there). */}
          <Box>
            <Stat.Root>
              <Stat.Label>{t`Next visit`}</Stat.Label>
              <Stat.ValueText fontSize="xl">{formatDate(patient.nextVisitDate) || '—'}</Stat.ValueText>
            </Stat.Root>
            <Button
              mt="1"
              size="xs"
              variant="outline"
              disabled={completed}
              title={completed ? t`A completed patient cannot be changed` : undefined}
              onClick={() => setPicking(true)}
            >
              {t`Change`}
            </Button>
          </Box>
        </SimpleGrid>
        <Box as="section" aria-label={t`Tests at the last visit`}>
          <Text fontWeight="semibold" mb="2">{t`Tests at the last visit`}</Text>
          <List.Root variant="plain" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="1.5">
            {RESULT_TESTS.map((testType) => {
              const tested = done.has(testType);
              return (
                <List.Item key={testType} alignItems="center" gap="2" color={tested ? 'fg' : 'fg.muted'}>
                  <List.Indicator asChild color={tested ? 'green.600' : 'fg.muted'}>
                    {tested ? <LuCircleCheck aria-hidden /> : <LuMinus aria-hidden />}
                  </List.Indicator>
                  {i18n._(TEST_NAMES[testType])}
                  <Box srOnly>{tested ? t`done` : t`not done`}</Box>
                </List.Item>
              );
            })}
          </List.Root>
        </Box>
      </Card.Body>
      {picking ? (
        <NextVisitPicker
          patientId={patient.id}
          patientName={patient.fullName}
          current={patient.nextVisitDate ?? null}
          version={patient.version}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Card.Root>
  );
}
