// Demo patients at clinics other than the demo doctor's: without them the site statistics' "Global"
// bars equal "My site" exactly (no other site has tests), and the comparison those charts exist for
// never shows. The first active clinicians of three other clinics get a small list each, seeded like
// the demo doctor's (deterministic per clinician), so every other statistic of the demo is unchanged.
import type { Queryable } from '../db/database';
import { DEMO_SITE_ID } from './accounts';
import { seedPatients } from './patients';
import { writeDemoReportFiles } from './reportFiles';
import type { SeedStep } from './seedTypes';

/** How many other clinics get patients, and how many each (active, archived). */
export const OTHER_SITES_WITH_PATIENTS = 3;
export const OTHER_SITE_PATIENTS = { active: 14, archived: 3 } as const;

/** One active, signed-up clinician of each other clinic, in a fixed order: who the patients belong to. */
async function clinicianPerOtherSite(tx: Queryable): Promise<string[]> {
  const result = await tx.query<{ email: string }>(
    `select distinct on (d.site_id) u.email
       from doctors d join users u on u.id = d.user_id join sites s on s.id = d.site_id
      where d.site_id <> $1 and u.enabled = 1 and u.pending = 0 and s.pending = 0
      order by d.site_id, lower(u.email)`,
    [DEMO_SITE_ID],
  );
  return result.rows
    .map((row) => row.email)
    .sort()
    .slice(0, OTHER_SITES_WITH_PATIENTS);
}

export const demoOtherSitesPatientsStep: SeedStep = {
  name: 'demo-other-sites-patients',
  async run(tx, { now, options }) {
    for (const doctorEmail of await clinicianPerOtherSite(tx)) {
      await seedPatients(tx, { now, doctorEmail, ...OTHER_SITE_PATIENTS });
    }
    // Their visits' report files, as demo-report-files wrote the demo doctor's (only the missing ones).
    if (options.reports) await writeDemoReportFiles(tx, options.reports);
  },
};
