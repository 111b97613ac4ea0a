import { describe, expect, it } from 'vitest';
import { patientMatchesSearch, patientSearchText, SEARCH_FIELD_SEPARATOR } from './patientSearch';

const jack = { firstName: 'Jack', lastName: 'Ashworth', socialId: 'AB-123', email: 'Jack.A@example.com', phone: '252 686 3784' };

describe('patient search (§2)', () => {
  it.each([
    ['jack ash', true],
    ['Ashworth Jack', true],
    ['ab-1', true],
    ['JACK.A@', true],
    ['686 37', true],
    ['2526863784', true],
    ['nobody', false],
    // No match across two fields: the last name does not run on into the social ID.
    ['jack ab', false],
    ['ashworth ab', false],
  ])('"%s" finds Jack Ashworth: %s', (search, found) => {
    expect(patientMatchesSearch(jack, search)).toBe(found);
  });

  it('keeps fields apart with a character no search text holds, and survives missing fields', () => {
    const text = patientSearchText({ firstName: 'Ann', lastName: 'Lee', socialId: null, email: null, phone: null });
    expect(text.split(SEARCH_FIELD_SEPARATOR)).toEqual(['ann lee', 'lee ann', '', '', '', '']);
  });
});
