// The bulk export's page (100 patients × 25 visits with every result field) stays within the query
// cost limit the BFF applies to its own operations too; and a page's NDJSON is cut into chunks that
// each fit the REST chunk call, the patients counted with the last one.
import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { BULK_EXPORT_CHUNK_CHARS } from '@portal/domain/bulkExport';
import { buildExecutableSchema } from '../../schema/executableSchema';
import { operationCost, QUERY_LIMITS } from '../../security/queryLimits';
import { BULK_EXPORT_LISTS, bulkExportPageQuery } from './bulkExportQuery';
import { pageChunks } from './bulkExportRunner';

describe('bulk export pages', () => {
  it('cost less than the limit for either list', () => {
    const schema = buildExecutableSchema();
    for (const list of BULK_EXPORT_LISTS) {
      const cost = operationCost(schema, parse(bulkExportPageQuery(list)), { after: null, visitsAfter: null });
      expect(cost, list).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    }
  });

  it('cut a page into chunks below the body limit, every line once and in order', () => {
    const line = `${JSON.stringify({ resourceType: 'Observation', note: 'x'.repeat(100_000) })}\n`;
    const lines = new Map([
      ['Patient' as const, ['{"resourceType":"Patient"}\n']],
      ['Observation' as const, Array.from({ length: 150 }, () => line)],
    ]);
    const chunks = pageChunks('instance', ['p1', 'p2'], lines);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(JSON.stringify(chunk.Files).length).toBeLessThan(BULK_EXPORT_CHUNK_CHARS + 1_000);
    expect(chunks.flatMap((chunk) => chunk.Files).reduce((sum, file) => sum + file.Lines, 0)).toBe(151);
    expect(chunks.map((chunk) => chunk.PatientIDs)).toEqual([...chunks.slice(1).map(() => []), ['p1', 'p2']]);
    expect(pageChunks('instance', [], new Map())).toEqual([{ Instance: 'instance', PatientIDs: [], Files: [] }]);
  });
});
