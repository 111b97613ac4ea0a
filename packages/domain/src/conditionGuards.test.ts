// The zod-free condition checks (dateConditionRules.ts, columnConditionRules.ts) accept exactly
// what the zod schemas accept.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnConditionSchema, isColumnCondition } from './columnCondition';
import { dateConditionSchema, isDateCondition } from './dateCondition';

const samples: unknown[] = [
  null,
  undefined,
  'BEFORE:2026-01-15',
  [],
  ['ON', '2026-01-15'],
  {},
  { comparison: 'ON', day: '2026-01-15' },
  { comparison: 'ON', day: '2026-02-30' },
  { comparison: 'NEAR', day: '2026-01-15' },
  { comparison: 'BEFORE', day: 20260115 },
  { comparison: 'AFTER', day: '2026-01-15', extra: true },
  { comparison: 'LESS', value: '12' },
  { comparison: 'INCLUDE', value: 'x'.repeat(200) },
  { comparison: 'INCLUDE', value: 'x'.repeat(201) },
  { comparison: 'GREATER', value: 3 },
  { comparison: 'include', value: 'a' },
];

const shaped = fc.oneof(
  fc.anything(),
  fc.record({
    comparison: fc.constantFrom('BEFORE', 'AFTER', 'ON', 'LESS', 'GREATER', 'INCLUDE', 'NEAR', 1),
    day: fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    ),
    value: fc.oneof(fc.string({ maxLength: 220 }), fc.integer()),
  }),
);

describe('zod-free condition checks', () => {
  it('agree with the schemas on chosen values', () => {
    for (const value of samples) {
      expect(isDateCondition(value)).toBe(dateConditionSchema.safeParse(value).success);
      expect(isColumnCondition(value)).toBe(columnConditionSchema.safeParse(value).success);
    }
  });

  it('agree with the schemas on any value', () => {
    fc.assert(
      fc.property(shaped, (value) => {
        expect(isDateCondition(value)).toBe(dateConditionSchema.safeParse(value).success);
        expect(isColumnCondition(value)).toBe(columnConditionSchema.safeParse(value).success);
      }),
    );
  });
});
