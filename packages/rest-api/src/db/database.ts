// The storage interface every feature uses: the embedded PGlite and a PostgreSQL server both
// implement it, so SQL is written once (PostgreSQL dialect) for both engines.

export interface QueryResult<T> {
  rows: T[];
  /** Rows returned by a SELECT or touched by INSERT, UPDATE or DELETE. */
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1.. parameters. Dates come back as Date, `date` columns as 'yyyy-mm-dd', int8 as number. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly engine: Engine;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The PostgreSQL error code of a failed statement, when it has one (23505 unique violation...). */
export function sqlErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL 18 (PGlite) reports ON DELETE RESTRICT as 23001; PostgreSQL 15-17 as 23503. */
export const RESTRICT_VIOLATION = '23001';

/** A delete or update refused because other rows still refer to the row (both engines). */
export const isReferenceViolation = (error: unknown) => {
  const code = sqlErrorCode(error);
  return code === FOREIGN_KEY_VIOLATION || code === RESTRICT_VIOLATION;
};
