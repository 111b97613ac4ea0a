// The doctor dashboard's statistics (§2): total tests for the site, then the ACT deviation and
// convergence break-point histograms and the average daily tests, My site against Global.
// This component stays light: the charts load nivo lazily (StatisticsChartCard).
import { useId } from 'react';
import { Card, Heading, SimpleGrid, Stack, Stat } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DoctorStatistics_statistics$key } from '../../__generated__/DoctorStatistics_statistics.graphql';
import { StatisticsChartCard } from './StatisticsChartCard';
import { dailyTestsRows, formatPerDay, formatPercent, histogramRows } from './statisticsSeries';

export function DoctorStatistics({ statistics }: { statistics: DoctorStatistics_statistics$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment DoctorStatistics_statistics on SiteStatistics {
        totalTests
        actDeviation {
          label
          mySite
          global
        }
        convergenceBreakPoint {
          label
          mySite
          global
        }
        averageDailyTests {
          month
          mySite
          global
        }
      }
    `,
    statistics,
  );
  const headingId = useId();
  const prismDiopters = t`Prism diopters`;
  const percentOfTests = t`% of tests`;
  const perDay = (value: number) => formatPerDay(value, i18n.locale);

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {t`Site statistics`}
      </Heading>
      <Card.Root variant="outline" bg="bg.panel" maxW="xs">
        <Card.Body py="3">
          <Stat.Root>
            <Stat.Label>{t`Total tests`}</Stat.Label>
            <Stat.ValueText color="brand.fg">{data.totalTests == null ? '—' : i18n.number(data.totalTests)}</Stat.ValueText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        <StatisticsChartCard
          title={t`ACT deviation`}
          rows={histogramRows(data.actDeviation)}
          categoryLegend={prismDiopters}
          valueLegend={percentOfTests}
          formatValue={formatPercent}
        />
        <StatisticsChartCard
          title={t`Convergence break point`}
          rows={histogramRows(data.convergenceBreakPoint)}
          categoryLegend={prismDiopters}
          valueLegend={percentOfTests}
          formatValue={formatPercent}
        />
        <StatisticsChartCard
          title={t`Average daily tests`}
          rows={dailyTestsRows(data.averageDailyTests)}
          categoryLegend={t`Month`}
          valueLegend={t`Tests per day`}
          formatValue={perDay}
        />
      </SimpleGrid>
    </Stack>
  );
}
