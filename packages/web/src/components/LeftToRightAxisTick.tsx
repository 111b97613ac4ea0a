// A tick of a chart's bottom axis, drawn the same way in every language. nivo turns its axis
// labels' anchors round when the page is right to left (it reads document.dir), but the portal's
// charts read left to right in every language (their box is dir="ltr"): with nivo's own tick a
// slanted label ran up into the bars on a Hebrew page.
import type { CSSProperties } from 'react';

export interface LeftToRightAxisTickProps {
  /** Where nivo puts the tick (AxisTickProps' x and y). */
  x: number;
  y: number;
  label: string;
  /** The labels' slant in degrees: 0 (level) or negative (rising to the right). */
  rotation: number;
  lineColor: string;
  textStyle: CSSProperties;
}

export function LeftToRightAxisTick({ x, y, label, rotation, lineColor, textStyle }: LeftToRightAxisTickProps) {
  return (
    <g transform={`translate(${x},${y})`}>
      <line y2={5} stroke={lineColor} />
      <text
        transform={`translate(0,${rotation ? 10 : 16}) rotate(${rotation})`}
        textAnchor={rotation ? 'end' : 'middle'}
        dominantBaseline="central"
        style={textStyle}
      >
        {label}
      </text>
    </g>
  );
}
