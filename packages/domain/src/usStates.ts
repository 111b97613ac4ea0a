// The State field's choices for a U.S. address: the subdivisions of ISO 3166-2:US — the 50 states,
// the District of Columbia and the six outlying areas (a patient in Puerto Rico or Guam has a U.S.
// address too). Stored as the code after "US-" (the USPS abbreviation, "CA"). Written out here:
// the npm packages that carry them are either every country's subdivisions (about a megabyte) or
// unmaintained. English names, as ISO gives them; a state's name is not translated on envelopes.

export interface UsState {
  code: string;
  name: string;
  /** ISO 3166-2's category: a state, the district, or an outlying area. */
  kind: 'state' | 'district' | 'outlying area';
}

const STATES: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const OUTLYING: Array<[string, string]> = [
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['UM', 'United States Minor Outlying Islands'],
  ['VI', 'Virgin Islands, U.S.'],
];

/** Every choice, in English alphabetical order. */
export const US_STATES: readonly UsState[] = [
  ...STATES.map(([code, name]) => ({ code, name, kind: 'state' as const })),
  { code: 'DC', name: 'District of Columbia', kind: 'district' as const },
  ...OUTLYING.map(([code, name]) => ({ code, name, kind: 'outlying area' as const })),
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The code of a stored state text: its code ("ca", "US-CA") or English name in any case; null otherwise. */
export function recognizeUsState(text: string | null | undefined): string | null {
  if (!text || !text.trim()) return null;
  const key = normalise(text).replace(/^us-/, '');
  return US_STATES.find((s) => s.code.toLowerCase() === key || normalise(s.name) === key)?.code ?? null;
}
