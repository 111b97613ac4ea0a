// The served schema must be exactly /schema.graphql (the contract relay-compiler reads).
import { describe, expect, it } from 'vitest';
import { buildSchema, findBreakingChanges, findDangerousChanges, lexicographicSortSchema, printSchema } from 'graphql';
import { buildExecutableSchema, readSchemaFile } from './executableSchema';

describe('schema contract', () => {
  const file = buildSchema(readSchemaFile());
  const served = buildExecutableSchema();

  it('serves exactly the types, fields, arguments and descriptions of schema.graphql', () => {
    expect(printSchema(lexicographicSortSchema(served))).toBe(printSchema(lexicographicSortSchema(file)));
  });

  it('has no breaking or dangerous change in either direction', () => {
    expect(findBreakingChanges(file, served)).toEqual([]);
    expect(findDangerousChanges(file, served)).toEqual([]);
    expect(findBreakingChanges(served, file)).toEqual([]);
    expect(findDangerousChanges(served, file)).toEqual([]);
  });
});
