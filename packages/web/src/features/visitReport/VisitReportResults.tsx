// The report's results: every test taken at the visit, in the record's order, each with its
// charts and tables without and with glasses. Up to two earlier visits that took the same test
// stand beside it, so the report shows where the therapy is heading, not a value alone.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { graphql, useFragment } from 'react-relay';
import type { VisitReportResults_visit$key } from '../../__generated__/VisitReportResults_visit.graphql';
import { readResultVisit } from '../testResults/resultVisit';
import { TestResultView } from '../testResults/TestResultView';
import { TEST_NAMES, isResultTest } from '../testResults/testCatalog';
import { reportVisits, reportStereo } from './reportVisits';

export function VisitReportResults({ visit: visitKey }: { visit: VisitReportResults_visit$key }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const visit = useFragment(
    graphql`
      fragment VisitReportResults_visit on Visit {
        testTypes
        ...resultVisit_visit
        patient {
          defaultVaScale
          stereoAcuity {
            yMax
            points {
              visitDate
              withoutGlasses {
                outcome
                arcsec
                plotted
              }
              withGlasses {
                outcome
                arcsec
                plotted
              }
            }
          }
          visits(first: 100) {
            edges {
              node {
                ...resultVisit_visit
              }
            }
          }
        }
      }
    `,
    visitKey,
  );
  const current = readResultVisit(visit);
  const history = (visit.patient.visits?.edges ?? []).map((edge) => readResultVisit(edge.node));
  const tests = visit.testTypes.filter(isResultTest);
  // Each test beside the earlier visits that took it: like with like.
  const compared = new Map(tests.map((test) => [test, reportVisits(current, history, test)]));

  if (tests.length === 0) {
    return <Text color="fg.muted">{t`No tests were taken at this visit.`}</Text>;
  }
  return (
    <Stack gap="5">
      {[...compared.values()].some((visits) => visits.length > 1) ? (
        <Text color="fg.muted" fontSize="sm">
          {t`Each test is shown beside up to two earlier visits that included it, for comparison.`}
        </Text>
      ) : null}
      {tests.map((test) => (
        <Card.Root
          key={test}
          as="section"
          aria-label={i18n._(TEST_NAMES[test])}
          variant="outline"
          bg="bg.panel"
          _print={{ breakInside: 'avoid', boxShadow: 'none' }}
        >
          <Card.Body gap="4">
            <Heading as="h2" size="lg">
              {i18n._(TEST_NAMES[test])}
            </Heading>
            <TestResultView
              test={test}
              visits={compared.get(test) ?? [current]}
              defaultVaScale={visit.patient.defaultVaScale}
              stereo={reportStereo(visit.patient.stereoAcuity, compared.get(test) ?? [current])}
              advanced
            />
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
