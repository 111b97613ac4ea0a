import { describe, expect, it } from 'vitest';
import { isConditionFor, meetsColumnCondition } from './columnCondition';
import { consoleListQuerySchema, consoleListQueryString } from './consoleList';
import { VERSION_LIST } from './consoleLists/versions';
import { SITE_LIST } from './consoleLists/sites';

describe('meetsColumnCondition', () => {
  it('reads a date column as before, after or on a UTC day; a missing date meets none', () => {
    const at = '2026-01-15T23:30:00.000Z';
    expect(meetsColumnCondition('date', at, { comparison: 'LESS', value: '2026-01-15' })).toBe(false);
    expect(meetsColumnCondition('date', at, { comparison: 'LESS', value: '2026-01-16' })).toBe(true);
    expect(meetsColumnCondition('date', at, { comparison: 'GREATER', value: '2026-01-14' })).toBe(true);
    expect(meetsColumnCondition('date', at, { comparison: 'GREATER', value: '2026-01-15' })).toBe(false);
    expect(meetsColumnCondition('date', new Date(at), { comparison: 'INCLUDE', value: '2026-01-15' })).toBe(true);
    expect(meetsColumnCondition('date', null, { comparison: 'LESS', value: '2999-01-01' })).toBe(false);
  });

  it('reads a number column as less than, greater than or equal to; a missing number meets none', () => {
    expect(meetsColumnCondition('number', 3, { comparison: 'LESS', value: '4' })).toBe(true);
    expect(meetsColumnCondition('number', 4, { comparison: 'LESS', value: '4' })).toBe(false);
    expect(meetsColumnCondition('number', 5, { comparison: 'GREATER', value: '4.5' })).toBe(true);
    expect(meetsColumnCondition('number', 4, { comparison: 'INCLUDE', value: '4' })).toBe(true);
    expect(meetsColumnCondition('number', null, { comparison: 'LESS', value: '4' })).toBe(false);
  });

  it('reads a text column as a case-insensitive substring; a missing text meets none', () => {
    expect(meetsColumnCondition('text', 'Demo Eye Clinic', { comparison: 'INCLUDE', value: 'eye c' })).toBe(true);
    expect(meetsColumnCondition('text', 'Ärztehaus', { comparison: 'INCLUDE', value: 'ärzte' })).toBe(true);
    expect(meetsColumnCondition('text', 'Demo', { comparison: 'INCLUDE', value: 'x' })).toBe(false);
    expect(meetsColumnCondition('text', null, { comparison: 'INCLUDE', value: 'a' })).toBe(false);
  });

  it('takes for each kind only its comparisons and readable values', () => {
    expect(isConditionFor('text', { comparison: 'LESS', value: 'a' })).toBe(false);
    expect(isConditionFor('text', { comparison: 'INCLUDE', value: '  ' })).toBe(false);
    expect(isConditionFor('date', { comparison: 'LESS', value: '2026-02-30' })).toBe(false);
    expect(isConditionFor('number', { comparison: 'GREATER', value: 'ten' })).toBe(false);
    expect(isConditionFor('number', { comparison: 'GREATER', value: '-2.5' })).toBe(true);
  });
});

describe('consoleListQuerySchema conditions', () => {
  const versions = consoleListQuerySchema(VERSION_LIST);

  it('reads the conditions of the list’s condition columns from JSON, trimmed', () => {
    const query = versions.parse({
      conditions: JSON.stringify({
        CREATED_AT: { comparison: 'LESS', value: '2026-01-15' },
        URL: { comparison: 'INCLUDE', value: ' exe ' },
      }),
    });
    expect(query.conditions).toEqual({
      CREATED_AT: { comparison: 'LESS', value: '2026-01-15' },
      URL: { comparison: 'INCLUDE', value: 'exe' },
    });
    expect(versions.parse({}).conditions).toEqual({});
  });

  it.each([
    ['an unknown column', { NOPE: { comparison: 'LESS', value: '2026-01-15' } }],
    ['a ticked-value column', { TYPE: { comparison: 'INCLUDE', value: 'WIN' } }],
    ['less than on a text', { URL: { comparison: 'LESS', value: 'a' } }],
    ['no real day', { CREATED_AT: { comparison: 'LESS', value: '2026-02-30' } }],
    ['an unknown comparison', { CREATED_AT: { comparison: 'BEFORE', value: '2026-01-15' } }],
  ])('refuses %s with column_condition_inv', (_name, conditions) => {
    const result = versions.safeParse({ conditions: JSON.stringify(conditions) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('column_condition_inv');
  });

  it('refuses a number that is not one and JSON that is not JSON', () => {
    const sites = consoleListQuerySchema(SITE_LIST);
    expect(sites.safeParse({ conditions: JSON.stringify({ ECP_COUNT: { comparison: 'LESS', value: '3x' } }) }).success).toBe(false);
    expect(sites.safeParse({ conditions: '{' }).success).toBe(false);
    expect(sites.parse({ conditions: JSON.stringify({ ECP_COUNT: { comparison: 'GREATER', value: '3' } }) }).conditions).toEqual({
      ECP_COUNT: { comparison: 'GREATER', value: '3' },
    });
  });

  it('writes the conditions into the query string as REST reads them', () => {
    const conditions = { CREATED_AT: { comparison: 'GREATER' as const, value: '2026-01-15' } };
    const text = consoleListQueryString({ conditions }).conditions;
    expect(versions.parse({ conditions: text }).conditions).toEqual(conditions);
    expect(consoleListQueryString({ conditions: {} }).conditions).toBeUndefined();
  });
});
