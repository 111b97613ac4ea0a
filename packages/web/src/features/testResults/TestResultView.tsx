// The result view of one test (§2): a section without glasses and one with glasses, each with
// the test's charts or table; the advanced toggle adds the secondary values (directions,
// intermittency, recovery points, reading text) below.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { AdvancedDetails, hasAdvancedDetails } from './AdvancedDetails';
import { seriesToken } from './chartColors';
import { ReadingResults } from './ReadingResults';
import { ResultChartCard } from './ResultChartCard';
import { ResultTables, isTableTest } from './ResultTables';
import { CHART_SPECS, chartRows, readSeries, type ChartSpec, type VisitLike } from './resultSeries';
import type { VaScaleName } from './resultFormat';
import { StereoResults, type StereoChartLike } from './StereoResults';
import { CORRECTION_NAMES, CORRECTIONS, type Correction, type ResultTest } from './testCatalog';

export interface TestResultViewProps {
  test: ResultTest;
  visits: readonly VisitLike[];
  defaultVaScale: VaScaleName;
  stereo: StereoChartLike;
  advanced: boolean;
}

function SpecChart({
  spec,
  visits,
  test,
  correction,
}: {
  spec: ChartSpec;
  visits: readonly VisitLike[];
  test: ResultTest;
  correction: Correction;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const rows = chartRows(visits, test, correction, spec.series);
  const byVisit = new Map(rows.map((row) => [row.visitId, row.result]));
  const fields = Object.fromEntries(spec.series.map((item) => [item.key, item.field]));
  return (
    <ResultChartCard
      title={i18n._(spec.title)}
      categories={rows.map((row) => ({ id: row.visitId, label: row.category }))}
      series={spec.series.map((item, index) => ({ key: item.key, name: i18n._(item.name), colorToken: seriesToken(index) }))}
      valueOf={(visitId, key) => {
        const result = byVisit.get(visitId);
        return result && fields[key] ? readSeries(result, fields[key]) : { value: null, text: null };
      }}
      valueLegend={i18n._(spec.unit)}
      emptyText={t`No results for this test`}
      // Acuity bars carry their label in the patient's unit (6/12, 20/40…).
      showBarText={spec.series.length === 1}
    />
  );
}

export function TestResultView({ test, visits, defaultVaScale, stereo, advanced }: TestResultViewProps) {
  const { i18n } = useLinguiRuntime();
  if (test === 'STEREO_ACUITY') return <StereoResults stereo={stereo} />;
  const specs = CHART_SPECS[test];
  return (
    <Stack gap="6">
      {CORRECTIONS.map((correction) => (
        <Stack key={correction} as="section" gap="3" aria-label={i18n._(CORRECTION_NAMES[correction])}>
          <Heading as="h3" size="sm">
            {i18n._(CORRECTION_NAMES[correction])}
          </Heading>
          {specs ? (
            <SimpleGrid columns={{ base: 1, xl: specs.length > 1 ? 3 : 1 }} gap="3">
              {specs.map((spec) => (
                <SpecChart key={spec.key} spec={spec} visits={visits} test={test} correction={correction} />
              ))}
            </SimpleGrid>
          ) : null}
          {test === 'READING' ? <ReadingResults visits={visits} correction={correction} /> : null}
          {isTableTest(test) ? <ResultTables test={test} visits={visits} correction={correction} defaultVaScale={defaultVaScale} /> : null}
          {advanced && hasAdvancedDetails(test) ? <AdvancedDetails test={test} visits={visits} correction={correction} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
