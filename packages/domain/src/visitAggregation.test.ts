import { describe, expect, it } from 'vitest';
import { parseTestResultItem, type TestResultRecord } from './testResults';
import { aggregateVisitResults } from './visitAggregation';

const act = (
  at: string,
  horizontal: number | null,
  vertical: number | null,
  outcome = 'test succeeded',
  correction: 'SC' | 'CC' = 'SC',
): TestResultRecord => ({
  testType: 'ACT',
  storageId: `act-${at}`,
  opticalCorrection: correction,
  testResult: outcome,
  beginTestTime: at,
  values: { ResultInDioptersHorizontalValue: horizontal, ResultInDioptersVerticalValue: vertical },
});

describe('aggregateVisitResults (§4)', () => {
  it('merges two ACT tests: the later non-zero value wins, its zero does not overwrite', () => {
    const [merged, ...rest] = aggregateVisitResults([act('2026-03-02T09:20:00Z', 4, 0), act('2026-03-02T09:15:00Z', 6, 2)]);
    expect(rest).toEqual([]);
    expect(merged.values).toEqual({ ResultInDioptersHorizontalValue: 4, ResultInDioptersVerticalValue: 2 });
    expect(merged.beginTestTime).toBe('2026-03-02T09:20:00Z');
  });

  it('keeps corrections apart, and a failed retest neither erases values nor the success', () => {
    const merged = aggregateVisitResults([
      act('2026-03-02T09:15:00Z', 6, 2),
      act('2026-03-02T09:16:00Z', 8, 1, 'test succeeded', 'CC'),
      act('2026-03-02T09:20:00Z', null, null, 'test failed'),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      opticalCorrection: 'SC',
      testResult: 'test succeeded',
      values: { ResultInDioptersHorizontalValue: 6 },
    });
    expect(merged[1]).toMatchObject({ opticalCorrection: 'CC', values: { ResultInDioptersHorizontalValue: 8 } });
  });
});

describe('parseTestResultItem (§3 shape)', () => {
  it('reads an ACT and a stereo item', () => {
    const parsedAct = parseTestResultItem({
      ACT: 'act-1',
      OpticalCorrection: 'SC',
      TestResult: 'test succeeded',
      BeginTestTime: '2026-03-02T09:15:00Z',
      ResultInDioptersHorizontalValue: 6,
      ResultInDioptersVerticalValue: 0,
    });
    expect(parsedAct).toEqual({
      ok: true,
      result: {
        testType: 'ACT',
        storageId: 'act-1',
        opticalCorrection: 'SC',
        testResult: 'test succeeded',
        beginTestTime: '2026-03-02T09:15:00.000Z',
        values: { ResultInDioptersHorizontalValue: 6, ResultInDioptersVerticalValue: 0 },
      },
    });
    const parsedStereo = parseTestResultItem({
      StereoAcuity: 'st-1',
      OpticalCorrection: 'CC',
      TestResult: 'test succeeded',
      BeginTestTime: '2026-03-02T09:15:00Z',
      StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 40 },
    });
    expect(parsedStereo.ok && parsedStereo.result.values).toEqual({
      StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: 40 },
    });
  });

  it('refuses unknown keys, wrong types, two types and no type', () => {
    const base = { OpticalCorrection: 'SC', TestResult: 'test succeeded', BeginTestTime: '2026-03-02T09:15:00Z' };
    expect(parseTestResultItem({ ACT: 'a', ...base, Colour: 'red' })).toEqual({ ok: false, message: 'Unknown field(s) for ACT: Colour' });
    expect(parseTestResultItem({ ACT: 'a', ...base, ResultInDioptersHorizontalValue: 'six' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', CT: 'c', ...base })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ...base })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', ...base, OpticalCorrection: 'XX' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ ACT: 'a', ...base, BeginTestTime: 'yesterday' })).toMatchObject({ ok: false });
    expect(parseTestResultItem({ StereoAcuity: 's', ...base, StereoAcuityResult: { DisparityValue: 40, Extra: 1 } })).toMatchObject({
      ok: false,
    });
  });
});
