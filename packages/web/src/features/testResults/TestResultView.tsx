// The result view of one test (§2): a section without glasses and one with glasses, each with
// the test's charts or table; the advanced toggle adds the secondary values (directions,
// intermittency, recovery points, reading text) below.
import { useState } from 'react';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { AdvancedDetails, hasAdvancedDetails } from './AdvancedDetails';
import { CourseViewToggle } from './CourseViewToggle';
import { seriesToken } from './chartColors';
import { ReadingResults } from './ReadingResults';
import { ResultChartCard } from './ResultChartCard';
import { ResultTables, isTableTest } from './ResultTables';
import { CHART_SPECS, chartRows, readSeries, type ChartSpec, type VisitLike } from './resultSeries';
import type { VaScaleName } from './resultFormat';
import { StereoResults, type StereoChartLike } from './StereoResults';
import { CONTRAST_CHART_MAX, CONTRAST_UNIT, contrastChartTicks } from '@portal/domain/contrastSensitivity';
import { vaChartTicks, VA_CHART_MAX, vaUnitOf } from '@portal/domain/visualAcuity';
import { CORRECTION_NAMES, CORRECTIONS, VA_UNIT_LEGENDS, type Correction, type ResultTest } from './testCatalog';

export interface TestResultViewProps {
  test: ResultTest;
  visits: readonly VisitLike[];
  defaultVaScale: VaScaleName;
  stereo: StereoChartLike;
  advanced: boolean;
}

/** A fixed axis from the domain's ticks (height and label each). */
function fixedAxis(max: number, ticks: { value: number; label: string }[]) {
  const labels = new Map(ticks.map((tick) => [tick.value, tick.label]));
  return { max, ticks: ticks.map((tick) => tick.value), format: (value: number) => labels.get(value) ?? '' };
}

/** An acuity chart's axis: the domain's chart lines, named in the record's unit. */
const acuityAxis = (scale: VaScaleName) => fixedAxis(VA_CHART_MAX, vaChartTicks(vaUnitOf(scale)));
/** A contrast chart's axis: the device's log units, the better (smaller) values at the top, as the bars. */
const contrastAxis = () => fixedAxis(CONTRAST_CHART_MAX, contrastChartTicks());

function SpecChart({
  spec,
  visits,
  test,
  correction,
  defaultVaScale,
  wholeCourse,
}: {
  spec: ChartSpec;
  visits: readonly VisitLike[];
  test: ResultTest;
  correction: Correction;
  defaultVaScale: VaScaleName;
  wholeCourse: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const rows = chartRows(visits, test, correction, spec.series);
  const byVisit = new Map(rows.map((row) => [row.visitId, row.result]));
  const bySeries = new Map(spec.series.map((item) => [item.key, item]));
  const unit = vaUnitOf(defaultVaScale);
  // The VA unit applies to acuity only; contrast reads in the device's log units.
  const reading = spec.acuity ? unit : spec.contrast ? CONTRAST_UNIT : undefined;
  return (
    <ResultChartCard
      title={i18n._(spec.title)}
      categories={rows.map((row) => ({ id: row.visitId, label: row.category }))}
      series={spec.series.map((item, index) => ({ key: item.key, name: i18n._(item.name), colorToken: seriesToken(index) }))}
      valueOf={(visitId, key) => {
        const result = byVisit.get(visitId);
        const item = bySeries.get(key);
        return result && item ? readSeries(result, item.field, reading) : { value: null, text: null };
      }}
      valueLegend={spec.acuity ? i18n._(VA_UNIT_LEGENDS[unit]) : i18n._(spec.unit)}
      emptyText={t`No results for this test`}
      axis={spec.acuity ? acuityAxis(defaultVaScale) : spec.contrast ? contrastAxis() : undefined}
      // Acuity bars carry their label in the patient's unit (6/12, 20/40…), contrast bars their log value.
      showBarText={spec.series.length === 1}
      wholeCourse={wholeCourse}
    />
  );
}

export function TestResultView({ test, visits, defaultVaScale, stereo, advanced }: TestResultViewProps) {
  const { i18n } = useLinguiRuntime();
  const [wholeCourse, setWholeCourse] = useState(false);
  const specs = CHART_SPECS[test];
  const charted = test === 'STEREO_ACUITY' || test === 'READING' || Boolean(specs);
  const visitCount =
    test === 'STEREO_ACUITY'
      ? stereo.points.length
      : visits.filter((visit) => visit.testResults.some((result) => result.testType === test)).length;
  const toggle = charted ? <CourseViewToggle visitCount={visitCount} whole={wholeCourse} onChange={setWholeCourse} /> : null;
  if (test === 'STEREO_ACUITY') {
    return (
      <Stack gap="3">
        {toggle}
        <StereoResults stereo={stereo} wholeCourse={wholeCourse} />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {toggle}
      {CORRECTIONS.map((correction) => (
        <Stack key={correction} as="section" gap="3" aria-label={i18n._(CORRECTION_NAMES[correction])}>
          <Heading as="h3" size="sm">
            {i18n._(CORRECTION_NAMES[correction])}
          </Heading>
          {specs ? (
            <SimpleGrid columns={{ base: 1, xl: specs.length > 1 ? 3 : 1 }} gap="3">
              {specs.map((spec) => (
                <SpecChart
                  key={spec.key}
                  spec={spec}
                  visits={visits}
                  test={test}
                  correction={correction}
                  defaultVaScale={defaultVaScale}
                  wholeCourse={wholeCourse}
                />
              ))}
            </SimpleGrid>
          ) : null}
          {test === 'READING' ? <ReadingResults visits={visits} correction={correction} wholeCourse={wholeCourse} /> : null}
          {isTableTest(test) ? <ResultTables test={test} visits={visits} correction={correction} defaultVaScale={defaultVaScale} /> : null}
          {advanced && hasAdvancedDetails(test) ? <AdvancedDetails test={test} visits={visits} correction={correction} /> : null}
        </Stack>
      ))}
    </Stack>
  );
}
