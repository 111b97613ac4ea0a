// The statistics' one nivo chart: grouped bars, My site beside Global. Loaded lazily (see
// StatisticsChartCard): this module is the only one that imports nivo, so the charting code
// stays out of the first bundle. Colours come from the Chakra theme tokens.
import { Bar } from '@nivo/bar';
// The charts draw on screens that wait for the whole theme (routing/restOfApp.ts).
import { fullSystem as system } from '../../theme/fullSystem';
import { LeftToRightAxisTick } from '../../components/LeftToRightAxisTick';
import { SERIES_KEYS, axisTicks, type ChartRow, type SeriesKey } from './statisticsSeries';
import { useChartSize } from './useChartSize';

/** Series colours: the brand teal for My site, orange for Global (apart for colour-blind eyes too). */
export const SERIES_COLORS: Record<SeriesKey, string> = {
  mySite: system.token('colors.brand.600'),
  global: system.token('colors.orange.600'),
};

const chartTheme = {
  text: { fontFamily: system.token('fonts.body'), fontSize: 11, fill: system.token('colors.gray.600') },
  axis: {
    domain: { line: { stroke: system.token('colors.gray.300'), strokeWidth: 1 } },
    ticks: { line: { stroke: system.token('colors.gray.300') } },
    legend: { text: { fontSize: 12, fill: system.token('colors.gray.700') } },
  },
  grid: { line: { stroke: system.token('colors.gray.200') } },
  tooltip: { container: { fontSize: 12 } },
};

export interface SiteBarChartProps {
  rows: readonly ChartRow[];
  /** Translated series names. */
  seriesNames: Record<SeriesKey, string>;
  categoryLegend: string;
  valueLegend: string;
  formatValue: (value: number) => string;
}

/** The chart fills its parent's box (StatisticsChartCard gives it a height); it draws once that box is laid out. */
export function SiteBarChart({ rows, seriesNames, categoryLegend, valueLegend, formatValue }: SiteBarChartProps) {
  const [boxRef, size] = useChartSize();
  return (
    <div ref={boxRef} style={{ width: '100%', height: '100%' }}>
      {size ? (
        <Bar<ChartRow>
          width={size.width}
          height={size.height}
          data={rows as ChartRow[]}
          keys={SERIES_KEYS}
          indexBy="category"
          groupMode="grouped"
          margin={{ top: 8, right: 12, bottom: 64, left: 56 }}
          padding={0.25}
          innerPadding={1}
          colors={({ id }) => SERIES_COLORS[id as SeriesKey]}
          enableLabel={false}
          valueFormat={formatValue}
          legendLabel={(datum) => seriesNames[datum.id as SeriesKey]}
          tooltipLabel={(datum) => `${seriesNames[datum.id as SeriesKey]} · ${datum.indexValue}`}
          axisBottom={{
            tickValues: axisTicks(rows),
            renderTick: ({ x, y, value }) => (
              <LeftToRightAxisTick
                x={x}
                y={y}
                label={String(value)}
                rotation={rows.length > 8 ? -45 : 0}
                lineColor={system.token('colors.gray.300')}
                textStyle={chartTheme.text}
              />
            ),
            legend: categoryLegend,
            legendPosition: 'middle',
            legendOffset: 52,
          }}
          axisLeft={{ tickValues: 4, format: formatValue, legend: valueLegend, legendPosition: 'middle', legendOffset: -48 }}
          gridYValues={4}
          theme={chartTheme}
          // The visually hidden table beside the chart is what assistive technology reads.
          isInteractive
          role="presentation"
          animate={false}
        />
      ) : null}
    </div>
  );
}
