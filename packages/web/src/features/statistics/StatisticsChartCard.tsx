// One statistics chart in its card: heading, series key, the nivo chart, loaded and drawn once
// the card nears the viewport (a quiet skeleton meanwhile) and, for assistive technology, the same numbers as a visually
// hidden table. Without data it says so calmly instead of drawing empty axes.
import { lazy, Suspense, useId } from 'react';
import { Box, Card, Heading, HStack, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useNearViewport } from '../../components/deferred/useNearViewport';
import { SERIES_KEYS, hasValues, type ChartRow, type SeriesKey } from './statisticsSeries';

const SiteBarChart = lazy(() => import('./SiteBarChart').then((module) => ({ default: module.SiteBarChart })));

/** The series swatches; the same tokens as SiteBarChart's SERIES_COLORS (kept here so nivo stays lazy). */
const SWATCHES: Record<SeriesKey, string> = { mySite: 'brand.600', global: 'orange.600' };

const CHART_HEIGHT = '72';

const chartSkeleton = <Skeleton h="full" borderRadius="md" data-testid="chart-skeleton" />;

export interface StatisticsChartCardProps {
  title: string;
  rows: readonly ChartRow[];
  categoryLegend: string;
  valueLegend: string;
  formatValue: (value: number) => string;
}

export function StatisticsChartCard({ title, rows, categoryLegend, valueLegend, formatValue }: StatisticsChartCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const seriesNames: Record<SeriesKey, string> = { mySite: t`My site`, global: t`Global` };
  const empty = !hasValues(rows);
  // The chart's code loads and draws when the card comes near the viewport (below the patient list).
  const [chartBox, near] = useNearViewport();

  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby={headingId}>
      <Card.Header pb="0">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm" id={headingId}>
            {title}
          </Heading>
          {empty ? null : (
            <HStack gap="3" aria-hidden fontSize="xs" color="fg.muted">
              {SERIES_KEYS.map((key) => (
                <HStack key={key} gap="1">
                  <Box w="3" h="3" borderRadius="xs" bg={SWATCHES[key]} />
                  <Text as="span">{seriesNames[key]}</Text>
                </HStack>
              ))}
            </HStack>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {empty ? (
          <Text color="fg.muted" py="8" textAlign="center">
            {t`No data yet`}
          </Text>
        ) : (
          <>
            {/* Charts read left to right in every language. */}
            <Box ref={chartBox} dir="ltr" h={CHART_HEIGHT} aria-hidden data-testid="statistics-chart">
              <Suspense fallback={chartSkeleton}>
                {near ? (
                  <SiteBarChart
                    rows={rows}
                    seriesNames={seriesNames}
                    categoryLegend={categoryLegend}
                    valueLegend={valueLegend}
                    formatValue={formatValue}
                  />
                ) : (
                  chartSkeleton
                )}
              </Suspense>
            </Box>
            <VisuallyHidden>
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{categoryLegend}</th>
                    <th scope="col">{`${seriesNames.mySite} (${valueLegend})`}</th>
                    <th scope="col">{`${seriesNames.global} (${valueLegend})`}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.category}>
                      <th scope="row">{row.category}</th>
                      <td>{formatValue(row.mySite)}</td>
                      <td>{formatValue(row.global)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
