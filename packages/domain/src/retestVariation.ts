// Progress at a glance calls a change smaller than retest noise UNCHANGED (progressSummary.ts:
// 5 Δ, 0.2 logMAR, a stereo step of less than double or half). When the readings did move by such
// an amount, saying "unchanged" would not be true: the record, the report and its PDF say "within
// retest variation" instead, and "unchanged" only when the first and latest readings are the same.

/** Whether an UNCHANGED measure moved, by less than retest noise. */
export const withinRetestVariation = (progress: { direction: string; change: number | null | undefined }): boolean =>
  progress.direction === 'UNCHANGED' && typeof progress.change === 'number' && progress.change !== 0;
