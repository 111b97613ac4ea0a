// The stereo view (§2, §4, §9): two bar charts, uncorrected (without glasses) and corrected (with
// glasses), one bar per visit in arcsec on a 0..yMax axis of 4 ticks with 2-decimal labels. No
// stereo and no result are markers, so their bars say so instead of showing a number.
import { SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../i18n/dates';
import { STEREO_TOKENS } from './chartColors';
import { formatStereoTick, stereoBarHeight, stereoBarText, stereoTicks, type StereoBarLike } from './resultFormat';
import { ResultChartCard } from './ResultChartCard';

export interface StereoChartLike {
  readonly yMax: number;
  readonly points: readonly {
    readonly visitDate: string;
    readonly withoutGlasses: StereoBarLike;
    readonly withGlasses: StereoBarLike;
  }[];
}

interface StereoResultsProps {
  stereo: StereoChartLike;
  wholeCourse?: boolean;
}

export function StereoResults({ stereo, wholeCourse }: StereoResultsProps) {
  const { t } = useLingui();
  const names = { noStereo: t`No stereo`, noResult: t`No result` };
  const axis = { max: stereo.yMax, ticks: stereoTicks(stereo.yMax), format: formatStereoTick };
  // One bar per visit that tested the correction, oldest first (the server's order); a visit's index is its category id.
  const categoriesOf = (key: 'withoutGlasses' | 'withGlasses') =>
    stereo.points.flatMap((point, index) =>
      point[key].outcome === 'NOT_TAKEN' ? [] : [{ id: String(index), label: formatDate(point.visitDate) }],
    );
  const charts = [
    { key: 'withoutGlasses' as const, title: t`Uncorrected (without glasses)` },
    { key: 'withGlasses' as const, title: t`Corrected (with glasses)` },
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
      {charts.map((chart) => {
        const barOf = (id: string) => stereo.points[Number(id)]?.[chart.key];
        const outcomes = new Set(stereo.points.map((point) => point[chart.key].outcome));
        const markers = [
          { key: 'NO_STEREO', name: names.noStereo, colorToken: STEREO_TOKENS.NO_STEREO },
          { key: 'NO_RESULT', name: names.noResult, colorToken: STEREO_TOKENS.NO_RESULT },
        ].filter((marker) => outcomes.has(marker.key));
        return (
          <ResultChartCard
            key={chart.key}
            title={chart.title}
            categories={categoriesOf(chart.key)}
            series={[{ key: 'arcsec', name: t`Stereo acuity`, colorToken: STEREO_TOKENS.MEASURED }]}
            valueOf={(id) => {
              const bar = barOf(id);
              return bar ? { value: stereoBarHeight(bar, stereo.yMax), text: stereoBarText(bar, names) } : { value: null, text: null };
            }}
            valueLegend={t`Arcsec`}
            emptyText={t`No results for this test`}
            axis={axis}
            barColorToken={(id) => {
              const outcome = barOf(id)?.outcome;
              if (outcome === 'NO_STEREO') return STEREO_TOKENS.NO_STEREO;
              return outcome === 'NO_RESULT' ? STEREO_TOKENS.NO_RESULT : null;
            }}
            showBarText
            markers={markers}
            wholeCourse={wholeCourse}
            // No stereo and no result are markers, not points of a trend.
            barsOnly
          />
        );
      })}
    </SimpleGrid>
  );
}
