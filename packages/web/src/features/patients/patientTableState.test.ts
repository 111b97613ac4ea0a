import { describe, expect, it } from 'vitest';
import { adherenceChoices, tableVariables } from './patientTableState';

describe('patient table state → connection variables', () => {
  it('sorts the Next visit column by NEXT_VISIT and the Status column by MISSED_VISITS, in the table’s order', () => {
    const variables = tableVariables({
      pageIndex: 2,
      sorting: [
        { id: 'nextVisit', desc: false },
        { id: 'missedMoreThanThreshold', desc: true },
      ],
      columnFilters: [],
    });
    expect(variables).toMatchObject({
      offset: 28,
      orderBy: [
        { field: 'NEXT_VISIT', direction: 'ASC' },
        { field: 'MISSED_VISITS', direction: 'DESC' },
      ],
      genders: null,
      adherence: null,
    });
  });

  it('sends the Status filter as the adherence argument', () => {
    const variables = tableVariables({
      pageIndex: 0,
      sorting: [],
      columnFilters: [{ id: 'missedMoreThanThreshold', value: ['ON_TRACK'] }],
    });
    expect(variables.adherence).toEqual(['ON_TRACK']);
  });

  it('lists the adherence facets with their labels, skipping values it does not know', () => {
    const labels = { MISSED_MORE_THAN_THRESHOLD: 'Missed', ON_TRACK: 'On track' };
    const facets = [
      { adherence: 'MISSED_MORE_THAN_THRESHOLD', count: 3 },
      { adherence: '%future added value', count: 1 },
      { adherence: 'ON_TRACK', count: 9 },
    ] as const;
    expect(adherenceChoices(facets, labels)).toEqual([
      { key: 'MISSED_MORE_THAN_THRESHOLD', label: 'Missed', count: 3 },
      { key: 'ON_TRACK', label: 'On track', count: 9 },
    ]);
  });
});
