// How result values read wherever they are shown (§9): the patient record, the printable visit
// report and its PDF all format numbers and AutoVA thresholds with these.

/** A VA scale by its contract name. */
export type VaScaleName = 'LOG_MAR' | 'FEET' | 'METER' | 'DECIMAL' | (string & {});

/** A converted acuity: the number in the unit and its label (6/12, 20/40, 0.3). */
export interface AcuityLike {
  readonly value: number;
  readonly label: string;
}

/** A plain number with at most two decimals ('12', '0.35', '-0.1'). */
export const formatNumber = (value: number) => String(Math.round(value * 100) / 100 || 0);

/**
 * An AutoVA cell (§9): the device reports the threshold it reached, so '<= 0.3'. logMAR and
 * decimal values take 1 decimal; Snellen fractions (6/12, 20/40) read as the chart line.
 */
export function formatAutoVa(acuity: AcuityLike | null | undefined, scale: VaScaleName): string | null {
  if (!acuity) return null;
  if (scale === 'METER' || scale === 'FEET') return `<= ${acuity.label}`;
  const rounded = Math.round(acuity.value * 10) / 10 || 0;
  return `<= ${rounded.toFixed(1)}`;
}
