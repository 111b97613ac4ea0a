// One result chart (§2, §9): three visit dates at a time, opening on the newest, with arrows
// to older and newer visits; the view's "whole course" choice (CourseViewToggle) shows every visit
// at once instead, as a trend where the chart allows one. The nivo chart arrives lazily (a skeleton meanwhile)
// and a visually hidden table carries the same numbers for assistive technology.
import { lazy, Suspense, useId, useState } from 'react';
import { Box, HStack, Heading, IconButton, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { BarRow, ResultBarChartProps } from './ResultBarChart';
import { chartWindow, newerStart, olderStart } from './chartPaging';

const ResultBarChart = lazy(() => import('./ResultBarChart').then((module) => ({ default: module.ResultBarChart })));

export interface ChartCategory {
  /** The visit's id. */
  id: string;
  /** dd/mm/yyyy. */
  label: string;
}

export interface ResultChartCardProps {
  title: string;
  /** The visits, oldest first. */
  categories: readonly ChartCategory[];
  series: readonly { key: string; name: string; colorToken: string }[];
  /** A bar's height (null: no bar) and its text. */
  valueOf: (categoryId: string, key: string) => { value: number | null; text: string | null };
  valueLegend: string;
  emptyText: string;
  axis?: ResultBarChartProps['axis'];
  barColorToken?: ResultBarChartProps['barColorToken'];
  showBarText?: boolean;
  /** Every visit at once (the whole course) instead of a view of three. */
  wholeCourse?: boolean;
  /** The whole course as bars, not a trend: markers (stereo) are not measurements to join. */
  barsOnly?: boolean;
  /**
   * Bars that mark an outcome instead of a value (stereo: no stereo, no result), named in the key:
   * a bar's own text is left out when the texts do not fit, and its colour must still say what it is.
   */
  markers?: readonly { key: string; name: string; colorToken: string }[];
}

export function ResultChartCard(props: ResultChartCardProps) {
  const { title, categories, series, valueOf, valueLegend, emptyText } = props;
  const { t } = useLingui();
  const headingId = useId();
  // null: the newest view, also after new visits arrive.
  const [start, setStart] = useState<number | null>(null);
  const total = categories.length;
  const whole = Boolean(props.wholeCourse);
  const view = chartWindow(total, start);
  const shown = whole ? categories : categories.slice(view.start, view.end);
  const labelOf = Object.fromEntries(categories.map((category) => [category.id, category.label]));
  const rows: BarRow[] = shown.map((category) => {
    const row: BarRow = { id: category.id };
    for (const item of series) {
      const { value } = valueOf(category.id, item.key);
      if (value !== null) row[item.key] = value;
    }
    return row;
  });
  const first = view.start + 1;
  const last = view.end;

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel" minW="0">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <Heading as="h4" size="xs" id={headingId}>
          {title}
        </Heading>
        {total > 0 && (series.length > 1 || (props.markers?.length ?? 0) > 0) ? (
          <HStack gap="3" aria-hidden fontSize="xs" color="fg.muted" wrap="wrap" data-testid="chart-key">
            {[...(series.length > 1 ? series : []), ...(props.markers ?? [])].map((item) => (
              <HStack key={item.key} gap="1">
                <Box w="3" h="3" borderRadius="xs" bg={item.colorToken} />
                <Text as="span">{item.name}</Text>
              </HStack>
            ))}
          </HStack>
        ) : null}
      </HStack>
      {total === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center">
          {emptyText}
        </Text>
      ) : (
        <Stack gap="2">
          {whole ? (
            <Text
              fontSize="xs"
              color="fg.muted"
              minH="8"
              display="flex"
              alignItems="center"
              justifyContent="center"
              aria-live="polite"
              data-testid="chart-range"
            >
              {t`All ${total} visits`}
            </Text>
          ) : (
            // Charts read left to right (oldest on the left) in every language, so the arrows do too.
            <HStack dir="ltr" justify="space-between" gap="2">
              <IconButton
                aria-label={t`Older visits`}
                size="xs"
                variant="ghost"
                disabled={!view.hasOlder}
                onClick={() => setStart(olderStart(view))}
              >
                <LuChevronLeft aria-hidden="true" />
              </IconButton>
              <Text fontSize="xs" color="fg.muted" aria-live="polite" data-testid="chart-range">
                {t`Visits ${first}–${last} of ${total}`}
              </Text>
              <IconButton
                aria-label={t`Newer visits`}
                size="xs"
                variant="ghost"
                disabled={!view.hasNewer}
                onClick={() => setStart(newerStart(view, total))}
              >
                <LuChevronRight aria-hidden="true" />
              </IconButton>
            </HStack>
          )}
          <Box dir="ltr" h={whole ? '72' : '64'} aria-hidden data-testid="result-chart">
            <Suspense fallback={<Skeleton h="full" borderRadius="md" data-testid="chart-skeleton" />}>
              <ResultBarChart
                rows={rows}
                series={series}
                categoryOf={(id) => labelOf[id] ?? ''}
                valueLegend={valueLegend}
                textOf={(id, key) => valueOf(id, key).text ?? ''}
                axis={props.axis}
                barColorToken={props.barColorToken}
                showBarText={props.showBarText}
                trend={whole && !props.barsOnly}
              />
            </Suspense>
          </Box>
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Visit date`}</th>
                  {series.map((item) => (
                    <th key={item.key} scope="col">{`${item.name} (${valueLegend})`}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((category) => (
                  <tr key={category.id}>
                    <th scope="row">{category.label}</th>
                    {series.map((item) => (
                      <td key={item.key}>{valueOf(category.id, item.key).text ?? '—'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </Stack>
      )}
    </Box>
  );
}
