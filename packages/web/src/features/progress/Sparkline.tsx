// A sparkline of one measure over every visit, oldest first at the reading start (mirrored right to
// left, like the First/Best/Latest columns beside it). Up is better whichever way the measure
// improves; stereo runs on a log scale (its thresholds double) and no stereo sits at the bottom as
// a hollow dot. A 40-line SVG rather than a nivo chart: no extra package (@nivo/line), no
// measuring or animation per row, and it prints as it shows.
import { Box } from '@chakra-ui/react';
import { sparklinePoints } from '@portal/domain/progressSparkline';

export interface SparklineProps {
  values: readonly (number | null)[];
  lowerIsBetter: boolean;
  logScale?: boolean;
  label: string;
  width?: number;
  height?: number;
}

export function Sparkline({ values, lowerIsBetter, logScale = false, label, width = 96, height = 28 }: SparklineProps) {
  const pad = 3;
  const x = (index: number) => (values.length === 1 ? width / 2 : pad + (index * (width - 2 * pad)) / (values.length - 1));
  const points = sparklinePoints(values, lowerIsBetter, logScale).map((point, index) => ({
    x: x(index),
    y: pad + (1 - point.height) * (height - 2 * pad),
    missing: point.value === null,
  }));
  const path = points.map((p, index) => `${index ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const last = points[points.length - 1];
  return (
    <Box as="span" display="inline-block" lineHeight="0" color="fg.muted" _rtl={{ transform: 'scaleX(-1)' }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <title>{label}</title>
        {points.length > 1 ? <path d={path} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" /> : null}
        {points
          .filter((p) => p.missing)
          .map((p) => (
            <circle key={`${p.x}`} cx={p.x} cy={p.y} r="2.5" fill="var(--chakra-colors-bg-panel)" stroke="currentColor" />
          ))}
        {last ? <circle cx={last.x} cy={last.y} r="3" fill="currentColor" /> : null}
      </svg>
    </Box>
  );
}
