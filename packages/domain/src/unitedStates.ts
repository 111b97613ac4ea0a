// §5 "state for the U.S.": the country spellings that make the state required (forms.ts), kept
// apart from the forms' zod schemas so that naming a country (countries.ts) does not load them.
/** §5: "state for the U.S." — country spellings that make the state required. */
export const US_COUNTRY_SPELLINGS = ['us', 'u.s', 'u.s.', 'usa', 'u.s.a', 'u.s.a.', 'united states', 'united states of america'];
export const isUnitedStates = (country: string | null | undefined) =>
  !!country && US_COUNTRY_SPELLINGS.includes(country.trim().toLowerCase());
