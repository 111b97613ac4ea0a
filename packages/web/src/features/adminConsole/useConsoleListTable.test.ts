import { describe, expect, it } from 'vitest';
import { consoleListVariables, type ConsoleColumn } from './useConsoleListTable';

const COLUMNS: Record<string, ConsoleColumn<'NAME' | 'COUNTRY' | 'ECP_COUNT' | 'CREATED_AT'>> = {
  name: { field: 'NAME' },
  country: { field: 'COUNTRY' },
  ecpCount: { field: 'ECP_COUNT' },
  createdAt: { field: 'CREATED_AT' },
};

describe('consoleListVariables', () => {
  it('sends ticked values as filters and each §2 condition as the server reads it (a day before/after/on as LESS/GREATER/INCLUDE)', () => {
    const variables = consoleListVariables(
      {
        pageIndex: 2,
        sorting: [],
        columnFilters: [
          { id: 'country', value: ['IT', ''] },
          { id: 'ecpCount', value: { comparison: 'GREATER', value: '3' } },
          { id: 'name', value: { comparison: 'INCLUDE', value: 'north' } },
          { id: 'createdAt', value: { comparison: 'AFTER', day: '2026-01-15' } },
          { id: 'unknown', value: { comparison: 'LESS', value: '1' } },
        ],
      },
      ' ',
      COLUMNS,
    );
    expect(variables.filters).toEqual([{ column: 'COUNTRY', values: ['IT', ''] }]);
    expect(variables.conditions).toEqual([
      { column: 'ECP_COUNT', comparison: 'GREATER', value: '3' },
      { column: 'NAME', comparison: 'INCLUDE', value: 'north' },
      { column: 'CREATED_AT', comparison: 'GREATER', value: '2026-01-15' },
    ]);
    expect(variables.search).toBeNull();
  });
});
