// What a demo seed step is and what it is given: apart from seedDemo.ts, so the steps can name
// these types without importing the module that imports them (no import cycle).
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { ReportStore } from '../visits/reportStore';

export interface SeedContext {
  /** The seeding time: relative dates (last run, visits) are computed from it. */
  now: Date;
  options: SeedOptions;
}

export interface SeedStep {
  /** Recorded in seed_state; never rename a shipped step (it would run again). */
  name: string;
  run(tx: Queryable, ctx: SeedContext): Promise<void>;
}

export interface SeedOptions {
  clock?: Clock;
  /** The steps to run, in order (default DEMO_SEED_STEPS). */
  steps?: readonly SeedStep[];
  log?: (message: string) => void;
  /** Where the demo's visit report files are written; none are written without it. */
  reports?: ReportStore;
}
