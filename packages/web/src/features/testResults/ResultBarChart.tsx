// The result views' one nivo chart (lazily loaded by ResultChartCard, so nivo stays out of the
// first bundle): grouped bars per visit date, colours from the theme tokens. The stereo charts
// use it with a fixed axis and a text on each bar.
import { ResponsiveBar, type BarDatum } from '@nivo/bar';
import { system } from '../../theme/system';

const token = (name: string) => system.token(`colors.${name}`);

const chartTheme = {
  text: { fontFamily: system.token('fonts.body'), fontSize: 11, fill: token('gray.600') },
  axis: {
    domain: { line: { stroke: token('gray.300'), strokeWidth: 1 } },
    ticks: { line: { stroke: token('gray.300') } },
    legend: { text: { fontSize: 12, fill: token('gray.700') } },
  },
  grid: { line: { stroke: token('gray.200') } },
  labels: { text: { fontSize: 11, fontWeight: 600 } },
  tooltip: { container: { fontSize: 12 } },
};

/** One visit: `id` is the visit's, the series keys hold the bar heights. */
export type BarRow = BarDatum & { id: string };

export interface ResultBarChartProps {
  rows: readonly BarRow[];
  series: readonly { key: string; name: string; colorToken: string }[];
  /** dd/mm/yyyy per visit id, for the category axis. */
  categoryOf: (rowId: string) => string;
  valueLegend: string;
  /** What a bar stands for (tooltip, bar label): the acuity label, a marker name, the number. */
  textOf: (rowId: string, key: string) => string;
  /** Colour token of one bar, when it depends on the bar (stereo markers). */
  barColorToken?: (rowId: string, key: string) => string | null;
  /** A fixed value axis (stereo): its top, tick values and tick format. */
  axis?: { max: number; ticks: number[]; format: (value: number) => string };
  /** Write `textOf` on the bars. */
  showBarText?: boolean;
}

export function ResultBarChart(props: ResultBarChartProps) {
  const { rows, series, categoryOf, valueLegend, textOf, barColorToken, axis, showBarText } = props;
  const names = Object.fromEntries(series.map((item) => [item.key, item.name]));
  const colors = Object.fromEntries(series.map((item) => [item.key, token(item.colorToken)]));
  return (
    <ResponsiveBar<BarRow>
      data={rows as BarRow[]}
      keys={series.map((item) => item.key)}
      indexBy="id"
      groupMode="grouped"
      margin={{ top: 16, right: 12, bottom: 40, left: 64 }}
      padding={0.3}
      innerPadding={2}
      valueScale={axis ? { type: 'linear', min: 0, max: axis.max, clamp: true } : { type: 'linear', nice: true }}
      colors={(bar) => {
        const special = barColorToken?.(String(bar.indexValue), String(bar.id));
        return special ? token(special) : (colors[String(bar.id)] ?? token('gray.500'));
      }}
      enableLabel={Boolean(showBarText)}
      label={(bar) => textOf(String(bar.indexValue), String(bar.id))}
      labelPosition="end"
      labelOffset={-10}
      labelTextColor={token('gray.800')}
      tooltipLabel={(bar) => `${names[String(bar.id)] ?? ''} · ${categoryOf(String(bar.indexValue))}`}
      valueFormat={() => ''}
      tooltip={({ id, indexValue, color }) => (
        <div style={{ background: 'white', padding: '4px 8px', border: `1px solid ${color}`, borderRadius: 4, fontSize: 12 }}>
          {`${names[String(id)] ?? ''} · ${categoryOf(String(indexValue))}: ${textOf(String(indexValue), String(id))}`}
        </div>
      )}
      axisBottom={{ format: (value) => categoryOf(String(value)) }}
      axisLeft={{
        tickValues: axis ? axis.ticks : 4,
        format: axis ? (value) => axis.format(Number(value)) : undefined,
        legend: valueLegend,
        legendPosition: 'middle',
        legendOffset: -56,
      }}
      gridYValues={axis ? axis.ticks : 4}
      theme={chartTheme}
      // The visually hidden table beside the chart is what assistive technology reads.
      role="presentation"
      animate={false}
    />
  );
}
