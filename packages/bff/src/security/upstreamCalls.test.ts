import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildExecutableSchema } from '../schema/executableSchema';
import { FIELD_CALLS, UPSTREAM_CALL_BUDGET, upstreamCallsOf } from './upstreamCalls';
import { FLOOD } from '../../test/flood';

const schema = buildExecutableSchema();
const calls = (text: string, variables: Record<string, unknown> = {}) => upstreamCallsOf(schema, parse(text), variables);

describe('the REST calls an operation may make', () => {
  it('names only fields the schema has', () => {
    for (const name of Object.keys(FIELD_CALLS)) {
      const [type, field] = name.split('.');
      const found = schema.getType(type);
      expect(found && 'getFields' in found && found.getFields()[field], name).toBeTruthy();
    }
  });

  it('counts the session once, and a per-parent field once per 100 parents, by its loader', () => {
    expect(calls('{ appInfo { version } }')).toBe(1);
    expect(calls('{ viewer { id } a: viewer { id } }')).toBe(1);
    expect(calls('{ doctorWorkspace { patients(first: 100) { edges { node { id } } } } }')).toBe(2);
    // The visits and every field derived from them share one loader: one call for the page.
    expect(
      calls(
        '{ doctorWorkspace { patients(first: 100) { edges { node { visits { totalCount } progress { measure } stereoAcuity { yMax } } } } } }',
      ),
    ).toBe(3);
    expect(calls('{ doctorWorkspace { patients(first: $n) { edges { node { accessLog { at } } } } } }'.replace('$n', '100'))).toBe(3);
    expect(calls('query ($n: Int) { doctorWorkspace { patients(first: $n) { edges { node { accessLog { at } } } } } }', { n: 5 })).toBe(3);
  });

  it('counts the visits of a page of patients by their patients, not by the visits', () => {
    const text =
      '{ doctorWorkspace { patients(first: 100) { edges { node { visits(first: 100) { edges { node { patient { id } progress { measure } } } } } } } } }';
    // session, page, visits (shared by progress), the visits' patients (one per 100 patients).
    expect(calls(text)).toBe(4);
  });

  it('multiplies a per-parent field by nested lists, and one that is not batched by its parents', () => {
    expect(
      calls('{ adminConsole { devices(first: 100) { edges { node { healthTimeline(first: 5) { totalCount } site { name } } } } } }'),
    ).toBe(4);
    expect(calls('{ a: viewer { sessions { id } } b: viewer { sessions { id } } }')).toBe(3);
    expect(calls('mutation { a: signOut { ok } b: signOut { ok } }')).toBe(3);
  });

  it('keeps the finding’s flood within the budget once batched, and prices a deeper one over it', () => {
    expect(calls(FLOOD)).toBe(31);
    expect(calls(FLOOD)).toBeLessThanOrEqual(UPSTREAM_CALL_BUDGET);
    const deeper = `{ doctorWorkspace { patients(first: 100) { edges { node { visits(first: 100) { edges { node { patient { accessLog { at } } } } } } } } } }`;
    expect(calls(deeper)).toBeGreaterThan(UPSTREAM_CALL_BUDGET);
  });

  it('skips what @skip and @include leave out', () => {
    const text = 'query ($x: Boolean!) { doctorWorkspace { patients(first: 100) @include(if: $x) { totalCount } } }';
    expect(calls(text, { x: false })).toBe(1);
    expect(calls(text, { x: true })).toBe(2);
  });
});
