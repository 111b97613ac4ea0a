// The report's header facts (§2, §3): who the patient is and what was decided at the visit,
// with the clinician and site who saw them, as a definition list.
import { Card, DataList } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { graphql, useFragment } from 'react-relay';
import type { VisitReportFacts_visit$key } from '../../__generated__/VisitReportFacts_visit.graphql';
import type { VisitReportFacts_viewer$key } from '../../__generated__/VisitReportFacts_viewer.graphql';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { GENDER_LABELS } from '../patients/patientLabels';
import { testCountText } from '../patientRecord/testCountText';

interface VisitReportFactsProps {
  visit: VisitReportFacts_visit$key;
  /** The signed-in doctor: the clinician and site the report comes from. */
  viewer: VisitReportFacts_viewer$key;
}

export function VisitReportFacts({ visit: visitKey, viewer: viewerKey }: VisitReportFactsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const visit = useFragment(
    graphql`
      fragment VisitReportFacts_visit on Visit {
        visitDate
        nextVisit
        treatmentDurationMonths
        testCount
        resultCount
        patient {
          age
          deviceId
          personal {
            socialId
            birthdate
            gender
          }
        }
      }
    `,
    visitKey,
  );
  const viewer = useFragment(
    graphql`
      fragment VisitReportFacts_viewer on Viewer {
        fullName
        site {
          name
        }
      }
    `,
    viewerKey,
  );
  const { patient } = visit;
  const { personal } = patient;
  const months = visit.treatmentDurationMonths;
  const facts: [string, string | null][] = [
    [t`Patient ID`, personal.socialId ?? null],
    [t`Date of birth`, personal.birthdate ? formatDate(personal.birthdate) : null],
    [t`Age`, patient.age === null || patient.age === undefined ? null : String(patient.age)],
    [t`Gender`, personal.gender ? i18n._(GENDER_LABELS[personal.gender]) : null],
    [t`Visit date`, formatDateTime(visit.visitDate)],
    [t`Next visit`, visit.nextVisit ? formatDate(visit.nextVisit) : null],
    [t`Treatment duration`, months === null || months === undefined ? null : plural(months, { one: '# month', other: '# months' })],
    [t`Tests taken`, testCountText(i18n, visit.resultCount, visit.testCount)],
    [t`Device ID`, patient.deviceId ?? null],
    [t`Clinician`, viewer.fullName],
    [t`Site`, viewer.site?.name ?? null],
  ];
  return (
    <Card.Root variant="outline" bg="bg.panel" _print={{ borderWidth: '0', boxShadow: 'none' }}>
      <Card.Body>
        <DataList.Root orientation="vertical" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(3, 1fr)' }} gap="4">
          {facts
            .filter((fact): fact is [string, string] => Boolean(fact[1]))
            .map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium" fontVariantNumeric="tabular-nums">
                  <bdi>{value}</bdi>
                </DataList.ItemValue>
              </DataList.Item>
            ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
