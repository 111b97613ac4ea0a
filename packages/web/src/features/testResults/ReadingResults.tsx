// The reading view (§2): one bar chart per optical correction with toggles for fixations,
// regressions, fixation duration and reading rate. One series shows at a time: each has its own
// unit (a count, a percentage, milliseconds, words per minute).
import { useState } from 'react';
import { Button, Group, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { seriesToken } from './chartColors';
import { ResultChartCard } from './ResultChartCard';
import { READING_SERIES, chartRows, readSeries, type VisitLike } from './resultSeries';
import { CORRECTION_NAMES, type Correction } from './testCatalog';

interface ReadingResultsProps {
  visits: readonly VisitLike[];
  correction: Correction;
  wholeCourse?: boolean;
}

export function ReadingResults({ visits, correction, wholeCourse }: ReadingResultsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [selectedKey, setSelectedKey] = useState(READING_SERIES[0]!.key);
  const index = Math.max(
    0,
    READING_SERIES.findIndex((item) => item.key === selectedKey),
  );
  const spec = READING_SERIES[index]!;
  const rows = chartRows(visits, 'READING', correction, [spec]);
  const byVisit = new Map(rows.map((row) => [row.visitId, row.result]));
  const correctionName = i18n._(CORRECTION_NAMES[correction]);

  return (
    <Stack gap="2">
      <Group attached role="group" aria-label={t`Reading measure, ${correctionName}`} flexWrap="wrap">
        {READING_SERIES.map((item) => {
          const pressed = item.key === spec.key;
          return (
            <Button
              key={item.key}
              size="xs"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => setSelectedKey(item.key)}
            >
              {i18n._(item.name)}
            </Button>
          );
        })}
      </Group>
      <ResultChartCard
        title={i18n._(spec.name)}
        categories={rows.map((row) => ({ id: row.visitId, label: row.category }))}
        series={[{ key: spec.key, name: i18n._(spec.name), colorToken: seriesToken(index) }]}
        valueOf={(visitId) => {
          const result = byVisit.get(visitId);
          return result ? readSeries(result, spec.field) : { value: null, text: null };
        }}
        valueLegend={i18n._(spec.unit)}
        emptyText={t`No results for this test`}
        showBarText
        wholeCourse={wholeCourse}
      />
    </Stack>
  );
}
