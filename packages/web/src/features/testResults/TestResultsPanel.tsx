// The patient record's test results (§2): a tab per performed test (with its last visit date),
// chosen in the "Tests" popover, and the chosen test's result view, without and with glasses.
import { useId, useState } from 'react';
import { Card, Flex, Heading, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { graphql, useFragment } from 'react-relay';
import type { TestResultsPanel_patient$key } from '../../__generated__/TestResultsPanel_patient.graphql';
import { formatDate } from '../../i18n/dates';
import { TEST_NAMES, type ResultTest } from './testCatalog';
import { activeTest, notPerformedTests, performedTests, visibleTests } from './testSelection';
import { TestResultView } from './TestResultView';
import { readResultVisit } from './resultVisit';
import { TestSelectionPopover } from './TestSelectionPopover';
import { ScrollableTabList } from './ScrollableTabList';

export function TestResultsPanel({ patient }: { patient: TestResultsPanel_patient$key }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const data = useFragment(
    graphql`
      fragment TestResultsPanel_patient on Patient {
        defaultVaScale
        lastVisitByTest {
          testType
          lastVisit
        }
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
    `,
    patient,
  );
  // Tests the doctor unticked: a test performed later shows up on its own.
  const [hidden, setHidden] = useState<readonly ResultTest[]>([]);
  const [advanced, setAdvanced] = useState(false);
  const headingId = useId();
  const [current, setCurrent] = useState<ResultTest | null>(null);

  const performed = performedTests(data.lastVisitByTest);
  const allPerformed = performed.map((test) => test.testType);
  const selected = allPerformed.filter((test) => !hidden.includes(test));
  const tabs = visibleTests(performed, new Set(selected));
  const shown = activeTest(tabs, current);
  const visits = (data.visits?.edges ?? []).map((edge) => readResultVisit(edge.node));

  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {t`Test results`}
          </Heading>
          {performed.length > 0 ? (
            <TestSelectionPopover
              performed={performed}
              notPerformed={notPerformedTests(performed)}
              selected={selected}
              onSelectedChange={(next) => setHidden(allPerformed.filter((test) => !next.includes(test)))}
              advanced={advanced}
              onAdvancedChange={setAdvanced}
            />
          ) : null}
        </Flex>
        {performed.length === 0 ? (
          <Text color="fg.muted">{t`No test results yet`}</Text>
        ) : tabs.length === 0 || !shown ? (
          <Text color="fg.muted">{t`No test selected. Choose tests in the Tests menu.`}</Text>
        ) : (
          <Tabs.Root value={shown} onValueChange={({ value }) => setCurrent(value as ResultTest)} variant="line" lazyMount unmountOnExit>
            <ScrollableTabList label={t`Tests performed`} selected={shown}>
              {tabs.map((test) => (
                <Tabs.Trigger
                  key={test.testType}
                  value={test.testType}
                  flexDirection="column"
                  alignItems="flex-start"
                  gap="0"
                  py="2"
                  flexShrink="0"
                  // Two lines (the test and its last visit): the strip's fixed height would cut the date.
                  height="auto"
                >
                  <Text as="span" fontWeight="medium">
                    {i18n._(TEST_NAMES[test.testType])}
                  </Text>{' '}
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {formatDate(test.lastVisit)}
                  </Text>
                </Tabs.Trigger>
              ))}
            </ScrollableTabList>
            <Tabs.Content value={shown} pt="4">
              <TestResultView
                test={shown}
                visits={visits}
                defaultVaScale={data.defaultVaScale}
                stereo={data.stereoAcuity}
                advanced={advanced}
              />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
