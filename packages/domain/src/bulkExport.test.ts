import { describe, expect, it } from 'vitest';
import { BULK_EXPORT_FILE_RESOURCES, bulkExportParts } from './bulkExport';

describe('bulkExportParts', () => {
  it('puts whole chunks in order into files of at most the limit', () => {
    const chunks = [
      { seq: 1, lines: 2 },
      { seq: 2, lines: 1 },
      { seq: 3, lines: 3 },
      { seq: 4, lines: 1 },
    ];
    expect(bulkExportParts(chunks, 3)).toEqual([
      { Part: 1, Count: 3, FromSeq: 1, ToSeq: 2 },
      { Part: 2, Count: 3, FromSeq: 3, ToSeq: 3 },
      { Part: 3, Count: 1, FromSeq: 4, ToSeq: 4 },
    ]);
  });

  it('never splits a chunk: one larger than the limit is a file of its own', () => {
    expect(
      bulkExportParts(
        [
          { seq: 7, lines: 5 },
          { seq: 9, lines: 1 },
        ],
        3,
      ),
    ).toEqual([
      { Part: 1, Count: 5, FromSeq: 7, ToSeq: 7 },
      { Part: 2, Count: 1, FromSeq: 9, ToSeq: 9 },
    ]);
  });

  it('skips empty chunks, and a type without lines has no file', () => {
    expect(bulkExportParts([{ seq: 1, lines: 0 }])).toEqual([]);
    expect(bulkExportParts([])).toEqual([]);
    expect(
      bulkExportParts(
        [
          { seq: 1, lines: 0 },
          { seq: 2, lines: 4 },
        ],
        3,
      ),
    ).toEqual([{ Part: 1, Count: 4, FromSeq: 2, ToSeq: 2 }]);
  });

  it('keeps a practice of ordinary size in one file', () => {
    const chunks = Array.from({ length: 10 }, (_, i) => ({ seq: i + 1, lines: 5_000 }));
    expect(bulkExportParts(chunks)).toEqual([{ Part: 1, Count: 50_000, FromSeq: 1, ToSeq: 10 }]);
    expect(bulkExportParts([...chunks, ...chunks.map((c) => ({ ...c, seq: c.seq + 10 })), { seq: 21, lines: 1 }])).toHaveLength(2);
    expect(BULK_EXPORT_FILE_RESOURCES).toBe(100_000);
  });
});
