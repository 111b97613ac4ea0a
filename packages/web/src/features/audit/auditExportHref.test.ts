import { describe, expect, it } from 'vitest';
import { auditExportHref } from './AuditTab';

describe('auditExportHref', () => {
  it('exports with the table’s search, order, ticked values and conditions', () => {
    const href = auditExportHref({
      count: 14,
      offset: 0,
      cursor: null,
      search: 'carter',
      orderBy: [{ field: 'AT', direction: 'ASC' }],
      filters: [{ column: 'ACTION', values: ['SIGN_IN'] }],
      conditions: [{ column: 'AT', comparison: 'LESS', value: '2026-01-15' }],
    });
    const params = new URL(href, 'https://portal.example').searchParams;
    expect(href.startsWith('/exports/audit.csv?')).toBe(true);
    expect(params.get('search')).toBe('carter');
    expect(params.get('sort')).toBe('AT:ASC');
    expect(JSON.parse(params.get('filters') ?? '')).toEqual({ ACTION: ['SIGN_IN'] });
    expect(JSON.parse(params.get('conditions') ?? '')).toEqual({ AT: { comparison: 'LESS', value: '2026-01-15' } });
  });
});
