// The doctor statistics' data shaping (§2, §9): server histograms and monthly averages as the
// rows one grouped bar chart draws, My site beside Global. Pure, so it is tested without nivo.

/** The two series of every statistics chart, in drawing order. */
export const SERIES_KEYS = ['mySite', 'global'] as const;
export type SeriesKey = (typeof SERIES_KEYS)[number];

/** One category of a chart (a bucket or a month) with both series' values. */
export interface ChartRow {
  category: string;
  mySite: number;
  global: number;
  // nivo's BarDatum is a string-keyed record.
  [key: string]: string | number;
}

interface SeriesPoint {
  readonly mySite: number;
  readonly global: number;
}

/** Histogram buckets ('0-2' … '60+') as chart rows, in the server's order. */
export function histogramRows(buckets: readonly (SeriesPoint & { readonly label: string })[] | null | undefined): ChartRow[] {
  return (buckets ?? []).map((bucket) => ({ category: bucket.label, mySite: bucket.mySite, global: bucket.global }));
}

/** '2025-03' → '03/2025' (§1 dates are day first); anything else is shown as sent. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${match[2]}/${match[1]}` : month;
}

/** Monthly average daily tests as chart rows, oldest month first (the server's order). */
export function dailyTestsRows(months: readonly (SeriesPoint & { readonly month: string })[] | null | undefined): ChartRow[] {
  return (months ?? []).map((month) => ({ category: monthLabel(month.month), mySite: month.mySite, global: month.global }));
}

/** Whether a chart has anything to draw: a chart of zeros says "No data yet" instead. */
export const hasValues = (rows: readonly ChartRow[]) => rows.some((row) => row.mySite > 0 || row.global > 0);

/**
 * The categories labelled on the x axis: all of them when few, else every n-th one and the
 * last, so 31 bucket labels do not overlap.
 */
export function axisTicks(rows: readonly ChartRow[], maxTicks = 8): string[] {
  if (rows.length <= maxTicks) return rows.map((row) => row.category);
  const step = Math.ceil(rows.length / maxTicks);
  const ticks = rows.filter((_, index) => index % step === 0).map((row) => row.category);
  const last = rows[rows.length - 1]!.category;
  if (ticks[ticks.length - 1] !== last) ticks.push(last);
  return ticks;
}

/** Whole percent ('12%'). */
export const formatPercent = (value: number) => `${Math.round(value)}%`;

/** Tests per day with one decimal, as the server rounds them, in the interface's number style. */
export const formatPerDay = (value: number, locale = 'en') =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
