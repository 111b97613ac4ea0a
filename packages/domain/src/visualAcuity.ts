// Visual-acuity units and conversions (§3 scales, §9 formulas). LogMAR is what devices store;
// 6/6 and 20/20 give the Snellen denominator, Decimal the decimal acuity.
export const VA_UNITS = ['LOG_MAR', 'METER', 'FEET', 'DECIMAL'] as const;
export type VaUnit = (typeof VA_UNITS)[number];

/** A unit by its contract name; logMAR (what devices store) for anything else. */
export const vaUnitOf = (name: string | null | undefined): VaUnit =>
  (VA_UNITS as readonly string[]).includes(name ?? '') ? (name as VaUnit) : 'LOG_MAR';

/** The §3 VA scale codes (logMar 1, feet 2, meter 3, decimal 4) as units. */
export const VA_UNIT_BY_SCALE: Readonly<Record<number, VaUnit>> = { 1: 'LOG_MAR', 2: 'FEET', 3: 'METER', 4: 'DECIMAL' };

// The standard chart lines for logMAR -0.3 … 1.3 in steps of 0.1 (§3 ranges): the formulas give
// 11.97 for 6/12 and 39.9 for 20/40, and a chart reads the printed line.
const METER_LINES = [3, 3.8, 4.8, 6, 7.5, 9.5, 12, 15, 19, 24, 30, 38, 48, 60, 76, 95, 120];
const FEET_LINES = [10, 12.5, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125, 160, 200, 250, 320, 400];
const DECIMAL_LINES = [2, 1.6, 1.25, 1, 0.8, 0.63, 0.5, 0.4, 0.32, 0.25, 0.2, 0.16, 0.12, 0.1, 0.08, 0.063, 0.05];
const LOGMAR_MIN = -0.3;
const LOGMAR_MAX = 1.3;

export interface VaValue {
  /** The number in the unit: logMAR, the Snellen denominator, or the decimal acuity. */
  value: number;
  /** As a clinician reads it: "0.3", "6/12", "20/40", "0.5". */
  label: string;
}

/** The chart line of a logMAR that sits on a 0.1 step of the §3 range, else null. */
function lineIndex(logMar: number): number | null {
  const steps = (logMar - LOGMAR_MIN) * 10;
  const index = Math.round(steps);
  return Math.abs(steps - index) < 1e-6 && logMar >= LOGMAR_MIN - 1e-9 && logMar <= LOGMAR_MAX + 1e-9 ? index : null;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
/** One decimal on a chart line (0.0, -0.3), two between lines (0.25). */
const formatLogMar = (n: number) => (lineIndex(n) !== null ? (round(n, 1) || 0).toFixed(1) : String(round(n, 2) || 0));

/** §9: 6/6 = 6 / 10^(-logMAR); 20/20 = 20 / 10^(-logMAR); Decimal = 10^(-logMAR). */
export function convertLogMar(logMar: number, unit: VaUnit): VaValue {
  const line = lineIndex(logMar);
  switch (unit) {
    case 'LOG_MAR':
      return { value: round(logMar, 2) || 0, label: formatLogMar(logMar) };
    case 'METER': {
      const value = line === null ? round(6 / 10 ** -logMar, 1) : METER_LINES[line];
      return { value, label: `6/${value}` };
    }
    case 'FEET': {
      const value = line === null ? round(20 / 10 ** -logMar, 1) : FEET_LINES[line];
      return { value, label: `20/${value}` };
    }
    case 'DECIMAL': {
      const value = line === null ? round(10 ** -logMar, 2) : DECIMAL_LINES[line];
      return { value, label: String(value) };
    }
  }
}

// Acuity charts (§2 ChartVA/ChartCS): logMAR falls as vision improves, so a chart of it (or of a
// Snellen denominator) grows as vision worsens. A chart draws instead how far a result stands
// above a floor one line below the worst of the §3 range: better vision, taller bar, higher point.
const CHART_FLOOR = LOGMAR_MAX + 0.1;

/** The acuity chart's value axis: 0 (below 6/120, 20/400) to the best line (-0.3: 6/3, 20/10). */
export const VA_CHART_MAX = round(CHART_FLOOR - LOGMAR_MIN, 1);

/**
 * A logMAR's height on an acuity chart. Results outside the §3 range keep to the axis, and one
 * below its floor still stands a sliver high, so its bar (and its label) is not lost.
 */
export function vaChartHeight(logMar: number): number {
  return round(Math.min(VA_CHART_MAX, Math.max(0.02, CHART_FLOOR - logMar)), 2);
}

/** The lines the acuity axis names: 6/120, 6/60, 6/24, 6/12, 6/6, 6/3 in meters. */
const CHART_TICK_LOGMARS = [1.3, 1, 0.6, 0.3, 0, -0.3];

/** The acuity axis's ticks, worst to best: each line's chart height and its label in `unit`. */
export function vaChartTicks(unit: VaUnit): { value: number; label: string }[] {
  return CHART_TICK_LOGMARS.map((logMar) => ({ value: vaChartHeight(logMar), label: convertLogMar(logMar, unit).label }));
}
