// The result views' one nivo chart (lazily loaded by ResultChartCard, so nivo stays out of the
// first bundle): grouped bars per visit date, colours from the theme tokens. The stereo and acuity
// charts use it with a fixed axis and a text on each bar. It lays itself out for its width
// (chartLayout): dates turn or thin out before they touch, and a bar too narrow for its value
// leaves the value to the tooltip. A whole course may draw a trend (points joined by a line).
import { Bar, type BarCustomLayerProps, type BarDatum, type BarLayer } from '@nivo/bar';
import { ResponsiveWrapper } from '@nivo/core';
// The charts draw on screens that wait for the whole theme (routing/restOfApp.ts).
import { fullSystem as system } from '../../theme/fullSystem';
import { LeftToRightAxisTick } from '../../components/LeftToRightAxisTick';
import { BAR_PADDING, CHART_FONT_SIZE, VALUE_FONT_SIZE, barLabelsFit, dateAxisLayout } from './chartLayout';

const token = (name: string) => system.token(`colors.${name}`);

const chartTheme = {
  text: { fontFamily: system.token('fonts.body'), fontSize: CHART_FONT_SIZE, fill: token('gray.600') },
  axis: {
    domain: { line: { stroke: token('gray.300'), strokeWidth: 1 } },
    ticks: { line: { stroke: token('gray.300') } },
    legend: { text: { fontSize: 12, fill: token('gray.700') } },
  },
  grid: { line: { stroke: token('gray.200') } },
  labels: { text: { fontSize: VALUE_FONT_SIZE, fontWeight: 600 } },
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
  /** A fixed value axis (stereo, acuity): its top, tick values and tick format. */
  axis?: { max: number; ticks: number[]; format: (value: number) => string };
  /** Write `textOf` on the bars. */
  showBarText?: boolean;
  /** Points joined by a line per series instead of bars (a whole course of many visits). */
  trend?: boolean;
}

const MARGIN = { top: 20, right: 8, left: 64 };

/** The trend: per series, its points in visit order joined by a line, with their values when they fit. */
function trendLayer(writeValues: boolean, textOf: ResultBarChartProps['textOf'], colorOf: (key: string) => string): BarLayer<BarRow> {
  function TrendLayer({ bars, xScale }: BarCustomLayerProps<BarRow>) {
    // Every series' point of a visit stands over the visit's date (the band's middle), not over its own bar.
    const band = xScale as unknown as ((value: string) => number | undefined) & { bandwidth?: () => number };
    const middle = (row: string, fallback: number) => {
      const start = band(row);
      return start === undefined || !band.bandwidth ? fallback : start + band.bandwidth() / 2;
    };
    // Smaller points when visits crowd, so neighbours stay apart.
    const radius = band.bandwidth ? Math.max(1.5, Math.min(3.5, band.bandwidth() / 3)) : 3.5;
    const points = new Map<string, { x: number; y: number; color: string; row: string }[]>();
    for (const bar of bars) {
      const key = String(bar.data.id);
      const list = points.get(key) ?? [];
      const row = String(bar.data.indexValue);
      list.push({ x: middle(row, bar.x + bar.width / 2), y: bar.y, color: colorOf(key), row });
      points.set(key, list);
    }
    return (
      <g pointerEvents="none">
        {[...points.entries()].map(([key, list]) => (
          <g key={key} data-testid={`trend.${key}`}>
            <polyline points={list.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" stroke={list[0]?.color} strokeWidth={2} />
            {list.map((point) => (
              <g key={point.row}>
                <circle data-testid="trend-point" cx={point.x} cy={point.y} r={radius} fill="white" stroke={point.color} strokeWidth={2} />
                {writeValues ? (
                  <text
                    x={point.x}
                    y={point.y - 9}
                    textAnchor="middle"
                    style={{ fontFamily: chartTheme.text.fontFamily, fontSize: VALUE_FONT_SIZE, fontWeight: 600, fill: token('gray.800') }}
                  >
                    {textOf(point.row, key)}
                  </text>
                ) : null}
              </g>
            ))}
          </g>
        ))}
      </g>
    );
  }
  return TrendLayer;
}

export function ResultBarChart(props: ResultBarChartProps) {
  const { rows, series, categoryOf, valueLegend, textOf, barColorToken, axis, showBarText, trend } = props;
  const names = Object.fromEntries(series.map((item) => [item.key, item.name]));
  const colors = Object.fromEntries(series.map((item) => [item.key, token(item.colorToken)]));
  const texts = showBarText ? rows.flatMap((row) => series.map((item) => (item.key in row ? textOf(row.id, item.key) : ''))) : [];
  const padding = trend ? 0.1 : BAR_PADDING;
  return (
    <ResponsiveWrapper>
      {({ width, height }) => {
        const innerWidth = width - MARGIN.left - MARGIN.right;
        const dates = dateAxisLayout(
          rows.map((row) => row.id),
          innerWidth,
        );
        // A value that would run into its neighbour is left to the tooltip and the table.
        const writeValues = Boolean(showBarText) && barLabelsFit(texts, innerWidth, rows.length, trend ? 1 : series.length, padding);
        const layers: BarLayer<BarRow>[] = trend
          ? ['grid', 'axes', 'bars', trendLayer(writeValues, textOf, (key) => colors[key] ?? token('gray.500'))]
          : ['grid', 'axes', 'bars'];
        return (
          <Bar<BarRow>
            width={width}
            height={height}
            data={rows as BarRow[]}
            keys={series.map((item) => item.key)}
            indexBy="id"
            groupMode="grouped"
            layers={layers}
            margin={{ ...MARGIN, bottom: dates.marginBottom }}
            padding={padding}
            innerPadding={trend ? 0 : 2}
            valueScale={axis ? { type: 'linear', min: 0, max: axis.max, clamp: true } : { type: 'linear', nice: true }}
            colors={(bar) => {
              // The trend draws the values; the bars stay, unseen, so hovering a visit still tells its values.
              if (trend) return 'transparent';
              const special = barColorToken?.(String(bar.indexValue), String(bar.id));
              return special ? token(special) : (colors[String(bar.id)] ?? token('gray.500'));
            }}
            enableLabel={writeValues && !trend}
            label={(bar) => textOf(String(bar.indexValue), String(bar.id))}
            // Above the bar: readable on a short bar too.
            labelPosition="end"
            labelOffset={8}
            labelTextColor={token('gray.800')}
            tooltipLabel={(bar) => `${names[String(bar.id)] ?? ''} · ${categoryOf(String(bar.indexValue))}`}
            valueFormat={() => ''}
            tooltip={({ id, indexValue, color }) => (
              <div
                style={{
                  background: 'white',
                  padding: '4px 8px',
                  border: `1px solid ${trend ? (colors[String(id)] ?? color) : color}`,
                  borderRadius: 4,
                  fontSize: 12,
                }}
              >
                {`${names[String(id)] ?? ''} · ${categoryOf(String(indexValue))}: ${textOf(String(indexValue), String(id))}`}
              </div>
            )}
            axisBottom={{
              tickValues: dates.ticks,
              renderTick: ({ x, y, value }) => (
                <LeftToRightAxisTick
                  x={x}
                  y={y}
                  label={categoryOf(String(value))}
                  rotation={dates.rotation}
                  lineColor={token('gray.300')}
                  textStyle={chartTheme.text}
                />
              ),
            }}
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
      }}
    </ResponsiveWrapper>
  );
}
