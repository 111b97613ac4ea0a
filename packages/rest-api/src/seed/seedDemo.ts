// Demo data, seeded once: each step runs in its own transaction and is recorded in seed_state,
// so running the seed again (every `npm start`) keeps what is there and adds only new steps.
import { systemClock } from '../clock';
import type { Database } from '../db/database';
import { demoAccountsStep } from './accounts';
import { demoFleetStep } from './fleet';
import { DEMO_PATIENTS, demoPatientsStep } from './patients';
import { demoReportFilesStep } from './reportFiles';
import { demoAttentionStep } from './attention';
import { demoOtherSitesPatientsStep } from './otherSitesPatients';
import type { SeedOptions, SeedStep } from './seedTypes';

export type { SeedContext, SeedOptions, SeedStep } from './seedTypes';

/**
 * In order: later steps may use what earlier ones created (sites, doctors). Add new modules here.
 * `patients` sizes the demo doctor's list (SEED_PATIENTS, e.g. 5000 for benchmarks).
 */
export const demoSeedSteps = (patients: number = DEMO_PATIENTS): readonly SeedStep[] => [
  demoAccountsStep,
  demoFleetStep,
  demoPatientsStep(patients),
  demoReportFilesStep,
  demoAttentionStep,
  demoOtherSitesPatientsStep,
];

export const DEMO_SEED_STEPS: readonly SeedStep[] = demoSeedSteps();

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const clock = options.clock ?? systemClock;
  const report: SeedReport = { applied: [], skipped: [] };
  for (const step of options.steps ?? DEMO_SEED_STEPS) {
    const ran = await db.transaction(async (tx) => {
      // Claiming the step first makes a concurrent seeder wait, then skip it.
      const claimed = await tx.query('insert into seed_state (name, applied_at) values ($1, $2) on conflict do nothing', [
        step.name,
        clock.now(),
      ]);
      if (claimed.rowCount === 0) return false;
      await step.run(tx, { now: clock.now(), options });
      return true;
    });
    (ran ? report.applied : report.skipped).push(step.name);
    options.log?.(ran ? `seeded ${step.name}` : `${step.name} already seeded`);
  }
  return report;
}
