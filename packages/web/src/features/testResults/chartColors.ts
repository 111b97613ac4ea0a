// Series colours of the result charts, as Chakra colour tokens: the card's swatches use them as
// they are, the (lazily loaded) nivo chart resolves them through the theme.
// Four hues apart from each other (a teal and a cyan would read as one line in a trend).
export const SERIES_TOKENS = ['brand.600', 'orange.600', 'purple.600', 'blue.600'] as const;

/** Stereo bars: a measurement, no stereo (a finding in itself) and no result (nothing to read). */
export const STEREO_TOKENS = { MEASURED: 'brand.600', NO_STEREO: 'red.600', NO_RESULT: 'gray.400' } as const;

export const seriesToken = (index: number) => SERIES_TOKENS[index % SERIES_TOKENS.length]!;
