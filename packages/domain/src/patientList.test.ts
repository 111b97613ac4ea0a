import { describe, expect, it } from 'vitest';
import { check } from './validation';
import {
  MAX_DATE_CONDITIONS,
  parsePatientDateCondition,
  patientPageQuerySchema,
  patientPageQueryString,
  type PatientDateCondition,
} from './patientList';

const parse = (query: Record<string, unknown>) => check(patientPageQuerySchema, query);

describe('the patient page query: date conditions', () => {
  it('reads each column condition of the `dates` parameter, in order, and none when it is absent or empty', () => {
    const result = parse({ dates: 'LAST_VISIT:BEFORE:2026-01-15, BIRTHDATE:AFTER:2000-12-31,NEXT_VISIT:ON:2026-07-01' });
    expect(result.ok && result.value.dates).toEqual([
      { field: 'LAST_VISIT', comparison: 'BEFORE', day: '2026-01-15' },
      { field: 'BIRTHDATE', comparison: 'AFTER', day: '2000-12-31' },
      { field: 'NEXT_VISIT', comparison: 'ON', day: '2026-07-01' },
    ]);
    for (const query of [{}, { dates: '' }, { dates: ' , ' }]) {
      const none = parse(query);
      expect(none.ok && none.value.dates).toEqual([]);
    }
    // The parameter given twice: both kept.
    const twice = parse({ dates: ['LAST_VISIT:AFTER:2026-01-01', 'LAST_VISIT:BEFORE:2026-02-01'] });
    expect(twice.ok && twice.value.dates.map((d) => d.comparison)).toEqual(['AFTER', 'BEFORE']);
  });

  it('refuses an unknown column or comparison, a day that does not exist, or too many conditions, with date_filter_inv', () => {
    for (const dates of [
      'GENDER:ON:2026-01-15',
      'LAST_VISIT:NEAR:2026-01-15',
      'LAST_VISIT:BEFORE:2026-02-30',
      'LAST_VISIT:BEFORE:15/01/2026',
      'LAST_VISIT:BEFORE',
      'last_visit:before:2026-01-15',
      Array.from({ length: MAX_DATE_CONDITIONS + 1 }, () => 'BIRTHDATE:ON:2000-01-01').join(','),
    ]) {
      const result = parse({ dates });
      expect(result.ok, dates).toBe(false);
      if (!result.ok) expect(result.problems.map((p) => p.key)).toContain('date_filter_inv');
    }
  });

  it('writes the query REST reads back', () => {
    const dates: PatientDateCondition[] = [
      { field: 'LAST_VISIT', comparison: 'BEFORE', day: '2026-01-15' },
      { field: 'BIRTHDATE', comparison: 'ON', day: '2010-05-05' },
    ];
    const text = patientPageQueryString({ dates });
    expect(text.dates).toBe('LAST_VISIT:BEFORE:2026-01-15,BIRTHDATE:ON:2010-05-05');
    const back = parse(text);
    expect(back.ok && back.value.dates).toEqual(dates);
    expect(patientPageQueryString({ dates: [] }).dates).toBeUndefined();
    expect(parsePatientDateCondition('NEXT_VISIT:AFTER:2026-06-30')).toEqual({
      field: 'NEXT_VISIT',
      comparison: 'AFTER',
      day: '2026-06-30',
    });
    expect(parsePatientDateCondition(':AFTER:2026-06-30')).toBeNull();
  });
});
