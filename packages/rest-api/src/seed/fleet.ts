// Demo fleet: sites, eye care professionals, devices with their errors, software versions and
// pending self-registrations. Deterministic: fixed people and places, random details from a fixed
// seed, every date relative to `now`. Re-running adds only what is missing (matched by natural keys).
import { PROFESSIONS, REST_ROLES, type VersionType } from '@portal/domain/enums';
import { versionNumberToInt } from '@portal/domain/versions';
import { insertSelfRegistration } from '../admin/selfRegistrations';
import { hashPassword } from '../auth/passwords';
import { receiveDeviceReport, registerDevice } from '../devices/deviceReports';
import type { Database, Queryable } from '../db/database';
import { DEMO_CLINIC, DEVICE_ERROR_TEXTS, OTHER_CLINICS, REGIONS, UPDATES_HOST, type Clinic, type Region } from './catalog';
import { DEMO_PASSWORD } from './accounts';
import { createRandom, DEMO_SEED, type Random } from './random';
import type { SeedStep } from './seedTypes';

/** Runs `fn` in a transaction when given a Database; a Queryable is taken to be inside one already. */
export function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const maybe = db as Partial<Database>;
  return typeof maybe.transaction === 'function' ? maybe.transaction(fn) : fn(db);
}

type Profession = keyof typeof PROFESSIONS;
type StaffState = 'active' | 'locked' | 'pending';
interface Staff {
  site: number; // index into the clinics: 0 is the demo site
  first: string;
  last: string;
  profession: Profession;
  siteAdmin?: boolean;
  state?: StaffState;
  license: string;
}

// Site 0 is the demo accounts' clinic; the others follow OTHER_CLINICS.
const STAFF: readonly Staff[] = [
  { site: 0, first: 'Rachel', last: 'Goldberg', profession: 'orthoptist', license: 'MA-ORT-30418' },
  { site: 0, first: 'Chiara', last: 'Moretti', profession: 'optician', state: 'locked', license: 'MA-OPT-7741' },
  { site: 0, first: 'Megan', last: 'Sullivan', profession: 'administrative', state: 'pending', license: '' },
  { site: 1, first: 'Marco', last: 'Rinaldi', profession: 'optometrist', siteAdmin: true, license: 'RI-OD-20417' },
  { site: 1, first: 'Emily', last: 'Hughes', profession: 'optometrist', license: 'RI-OD-22931' },
  { site: 1, first: 'Ethan', last: 'Nguyen', profession: 'md', license: 'RI-MD-271840' },
  { site: 1, first: 'Hannah', last: 'Kelly', profession: 'other', state: 'locked', license: '' },
  { site: 2, first: 'Giulia', last: 'Ferri', profession: 'orthoptist', siteAdmin: true, license: 'TSRM-RM 48213' },
  { site: 2, first: 'Lorenzo', last: 'Conti', profession: 'ophthalmologist', license: 'OMCeO-RM 39027' },
  { site: 2, first: 'Alessia', last: 'Romano', profession: 'optician', license: 'OTT-RM 1184' },
  { site: 3, first: 'Charlotte', last: 'Whitaker', profession: 'ophthalmologist', siteAdmin: true, license: 'GMC 7012345' },
  { site: 3, first: 'Oliver', last: 'Edwards', profession: 'orthoptist', license: 'HCPC OR04518' },
  { site: 3, first: 'Imogen', last: 'Fletcher', profession: 'optician', license: 'GOC 01-23456' },
  { site: 4, first: 'Tamar', last: 'Katz', profession: 'orthoptist', siteAdmin: true, license: 'IL-ORT 3108' },
  { site: 4, first: 'Yonatan', last: 'Levi', profession: 'md', license: 'IL-MD 45127' },
  { site: 4, first: 'Noa', last: 'Friedman', profession: 'administrative', license: '' },
];

/**
 * [type, version_no, days since release, force update]; the last of each type is the latest.
 * Numbers line up with the demo accounts' device VB-1001, whose ET firmware 1.8.2 is behind 1.10.0
 * (a text comparison would get that backwards).
 */
const VERSIONS: readonly (readonly [VersionType, string, number, boolean])[] = [
  ['WIN', '10.0.17763', 420, false],
  ['WIN', '10.0.19045', 75, false],
  ['ESAPP', '1.9.3', 300, false],
  ['ESAPP', '1.10.0', 190, false],
  ['ESAPP', '2.4.1', 30, true],
  ['ET', '1.8.2', 250, false],
  ['ET', '1.10.0', 45, false],
  ['EMITTER', '2.5.1', 320, false],
  ['EMITTER', '3.1.0', 90, false],
  ['TV', '15.44.7', 260, false],
  ['TV', '15.49.2', 40, false],
];
const LATEST = { WIN: '10.0.19045', ESAPP: '2.4.1', ET: '1.10.0', EMITTER: '3.1.0', TV: '15.49.2' } as const;

interface DeviceSeed {
  serial: string;
  site: number;
  location: string;
  status: string;
  versions: Partial<Record<VersionType, string>>; // components behind the latest
  activatedDaysAgo: number;
  lastRunHoursAgo: number;
  errors: number;
}

// Serials continue the demo accounts' VB-1001. Statuses in the spellings devices report (§4: any
// case of 'OK' is fine, anything else is an error).
const DEVICES: readonly DeviceSeed[] = [
  {
    serial: 'VB-1002',
    site: 0,
    location: 'Pediatric wing',
    status: 'OK',
    versions: {},
    activatedDaysAgo: 610,
    lastRunHoursAgo: 2,
    errors: 2,
  },
  // 32 errors: more than the 25 rows the device panel shows (§9).
  {
    serial: 'VB-1003',
    site: 0,
    location: 'Room 4 - Low vision',
    status: 'Error',
    versions: { ESAPP: '1.10.0' },
    activatedDaysAgo: 300,
    lastRunHoursAgo: 5,
    errors: 32,
  },
  { serial: 'VB-1004', site: 1, location: 'Exam room 2', status: 'OK', versions: {}, activatedDaysAgo: 900, lastRunHoursAgo: 1, errors: 0 },
  {
    serial: 'VB-1005',
    site: 1,
    location: 'Vision therapy suite',
    status: 'error',
    versions: { ET: '1.8.2', EMITTER: '2.5.1' },
    activatedDaysAgo: 400,
    lastRunHoursAgo: 50,
    errors: 9,
  },
  {
    serial: 'VB-1006',
    site: 2,
    location: 'Ambulatorio 1',
    status: 'OK',
    versions: {},
    activatedDaysAgo: 520,
    lastRunHoursAgo: 3,
    errors: 1,
  },
  {
    serial: 'VB-1007',
    site: 2,
    location: 'Sala ortottica',
    status: 'Warning',
    versions: { ESAPP: '1.9.3', TV: '15.44.7' },
    activatedDaysAgo: 700,
    lastRunHoursAgo: 26,
    errors: 5,
  },
  {
    serial: 'VB-1008',
    site: 3,
    location: 'Consulting room 5',
    status: 'ok',
    versions: { WIN: '10.0.17763', ESAPP: '1.10.0' },
    activatedDaysAgo: 1200,
    lastRunHoursAgo: 960,
    errors: 1,
  },
  {
    serial: 'VB-1009',
    site: 4,
    location: 'Therapy room A',
    status: 'Warning',
    versions: { EMITTER: '2.5.1' },
    activatedDaysAgo: 520,
    lastRunHoursAgo: 8,
    errors: 4,
  },
  { serial: 'VB-1010', site: 4, location: 'Main clinic', status: 'OK', versions: {}, activatedDaysAgo: 150, lastRunHoursAgo: 3, errors: 0 },
];

const PENDING = [
  {
    first: 'Alessandro',
    last: 'Marchetti',
    profession: 'optometrist',
    site: 'Ottica Marchetti',
    city: 'Bologna',
    country: 'IT',
    state: null,
    zip: '40126',
    street: 'Via Rizzoli 18',
    phone: '+39 051 555 0123',
    daysAgo: 1,
  },
  {
    first: 'Grace',
    last: 'Whitman',
    profession: 'orthoptist',
    site: 'Bayside Pediatric Vision',
    city: 'Hartford',
    country: 'US',
    state: 'Connecticut',
    zip: '06103',
    street: '250 Asylum Street',
    phone: '+1 (860) 555-0177',
    daysAgo: 4,
  },
  {
    first: 'Samuel',
    last: 'Ashworth',
    profession: 'md',
    site: 'Leeds Binocular Clinic',
    city: 'Leeds',
    country: 'GB',
    state: null,
    zip: 'LS1 3EX',
    street: '5 Park Row',
    phone: '+44 7700 900418',
    daysAgo: 9,
  },
  {
    first: 'Maya',
    last: 'Shapiro',
    profession: 'ophthalmologist',
    site: 'Tel Aviv Eye Lab',
    city: 'Tel Aviv',
    country: 'IL',
    state: null,
    zip: '6473921',
    street: '40 Rothschild Boulevard',
    phone: '+972 52 555 0143',
    daysAgo: 17,
  },
] as const;

export interface SeededEcp {
  email: string;
  name: string;
  siteName: string;
  isSiteAdmin: boolean;
  state: StaffState;
  /** True when the account signs in with DEMO_PASSWORD (not locked, not pending). */
  canSignIn: boolean;
}

export interface FleetSummary {
  demoSiteId: string;
  siteIds: Record<string, string>;
  ecps: SeededEcp[];
  /** Rows this run inserted (0 for what already existed). */
  created: { sites: number; ecps: number; devices: number; deviceErrors: number; versions: number; pendingRegistrations: number };
}

export interface SeedFleetOptions {
  now: Date;
  hashPassword: (password: string) => Promise<string>;
  demoSiteName?: string;
  random?: Random;
}

// The acuity notation each country's clinicians read (§3 scales: logMar 1, feet 2, meter 3, decimal 4).
const VA_UNIT_BY_REGION: Record<Region, number> = { US: 2, GB: 3, IT: 4, IL: 1 };

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const emailOf = (s: Staff, clinic: Clinic) => `${s.first}.${s.last}@${clinic.domain}`.toLowerCase();
const teamViewerId = (random: Random) =>
  String(random.int(1_000_000_000, 1_999_999_999)).replace(/(\d)(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
const isoDay = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

async function ensureSite(tx: Queryable, clinic: Clinic, now: Date): Promise<{ id: string; created: boolean }> {
  const found = await tx.query<{ id: string }>('select id from sites where lower(name) = lower($1)', [clinic.name]);
  if (found.rows[0]) return { id: found.rows[0].id, created: false };
  const a = clinic.address;
  const inserted = await tx.query<{ id: string }>(
    `insert into sites (name, email, phone, country, state, city, street, apartment, zip_code, backup_data, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      clinic.name,
      clinic.email,
      clinic.phone,
      a.country,
      a.state,
      a.city,
      a.street,
      a.apartment,
      a.zipCode,
      clinic.backupData,
      ago(now, 1100 * DAY),
    ],
  );
  return { id: inserted.rows[0].id, created: true };
}

export async function seedFleet(db: Queryable, options: SeedFleetOptions): Promise<FleetSummary> {
  const { now } = options;
  const random = options.random ?? createRandom(`${DEMO_SEED}/fleet`);
  const clinics = [{ ...DEMO_CLINIC, name: options.demoSiteName ?? DEMO_CLINIC.name }, ...OTHER_CLINICS];
  const created = { sites: 0, ecps: 0, devices: 0, deviceErrors: 0, versions: 0, pendingRegistrations: 0 };
  // Hash up front and in parallel: argon2 is slow on purpose, and statements wait for nothing then.
  const hashes = await Promise.all(STAFF.map((s) => ((s.state ?? 'active') === 'pending' ? null : options.hashPassword(DEMO_PASSWORD))));

  return inTransaction(db, async (tx) => {
    const sites: { id: string; name: string }[] = [];
    for (const clinic of clinics) {
      const site = await ensureSite(tx, clinic, now);
      sites.push({ id: site.id, name: clinic.name });
      if (site.created) created.sites++;
    }

    const ecps: SeededEcp[] = [];
    for (const [i, s] of STAFF.entries()) {
      const clinic = clinics[s.site];
      const state = s.state ?? 'active';
      const email = emailOf(s, clinic);
      const joined = ago(now, random.int(200, 1000) * DAY);
      const user = await tx.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, phone, roles, language, two_fa, enabled, pending,
           update_password, terms_of_use_signed, last_login_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, false, $8, $9, $10, $11, $12, $13) on conflict do nothing returning id`,
        [
          email,
          hashes[i],
          s.first,
          s.last,
          REGIONS[clinic.region].phone(random),
          [REST_ROLES.doctor],
          REGIONS[clinic.region].language,
          state === 'locked' ? 0 : 1,
          state === 'pending' ? 1 : 0,
          state === 'pending',
          state !== 'pending',
          state === 'pending' ? null : ago(now, random.int(1, 20 * 24) * HOUR),
          joined,
        ],
      );
      ecps.push({
        email,
        name: `${s.first} ${s.last}`,
        siteName: clinic.name,
        isSiteAdmin: !!s.siteAdmin,
        state,
        canSignIn: state === 'active',
      });
      if (!user.rows[0]) continue;
      created.ecps++;
      await tx.query(
        `insert into doctors (user_id, site_id, is_site_admin, profession, medical_license, social_id, birthdate, default_va_unit,
           notes, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          user.rows[0].id,
          sites[s.site].id,
          !!s.siteAdmin,
          PROFESSIONS[s.profession],
          s.license || null,
          random.chars('0123456789', 9),
          isoDay(now.getUTCFullYear() - random.int(29, 63), random.int(1, 12), random.int(1, 28)),
          VA_UNIT_BY_REGION[clinic.region],
          s.siteAdmin ? 'Site administrator; contact for device scheduling.' : null,
          joined,
        ],
      );
    }

    // Devices are registered (row + key), then report their state the way a real device does.
    for (const d of DEVICES) {
      const v = { ...LATEST, ...d.versions };
      const lastRun = ago(now, d.lastRunHoursAgo * HOUR + random.int(0, 59) * 60_000);
      const teamViewer = teamViewerId(random);
      const activated = ago(now, d.activatedDaysAgo * DAY);
      const device = await registerDevice(tx, {
        DeviceID: d.serial,
        siteId: sites[d.site].id,
        location: d.location,
        dateOfActivation: activated,
        registeredAt: activated,
      });
      if (!device) continue;
      created.devices++;
      const errors = Array.from({ length: d.errors }, (_, k) => ({
        ErrorDate: ago(now, (d.lastRunHoursAgo + k * random.int(8, 40)) * HOUR + random.int(0, 3599) * 1000).toISOString(),
        Error: random.pick(DEVICE_ERROR_TEXTS),
      }));
      const report = await receiveDeviceReport(
        tx,
        device.key,
        {
          LastRun: lastRun.toISOString(),
          SystemStatus: d.status,
          ESVersion: v.ESAPP,
          WindowsVersion: v.WIN,
          ETFirmwareVersion: v.ET,
          EmitterFirmwareVersion: v.EMITTER,
          TVVersion: v.TV,
          TeamViewerID: teamViewer,
          Errors: errors,
        },
        // The report arrives when the device ran: a device silent for weeks is offline in the demo too.
        () => lastRun,
      );
      created.deviceErrors += report.errorsAdded;
    }

    const admin = await tx.query<{ id: string }>(
      `select id from users where $1 = any(roles) or $2 = any(roles)
       order by (lower(email) = 'admin@demo.example') desc, ($1 = any(roles)) desc, created_at limit 1`,
      [REST_ROLES.admin, REST_ROLES.superAdmin],
    );
    for (const [type, versionNo, daysAgo, force] of VERSIONS) {
      const inserted = await tx.query(
        `insert into versions (type, version_no, version_no_int, url, force_update, admin_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [
          type,
          versionNo,
          versionNumberToInt(versionNo),
          `${UPDATES_HOST}/${type.toLowerCase()}/${versionNo}/package.zip`,
          force,
          admin.rows[0]?.id ?? null,
          ago(now, daysAgo * DAY + random.int(8, 18) * HOUR),
        ],
      );
      created.versions += inserted.rowCount;
    }

    // Through the same store as /users/self/signup, so each has its pending site and account and
    // can be approved or rejected like a real registration.
    for (const p of PENDING) {
      const email = `${p.first}.${p.last}@${p.site.toLowerCase().replace(/[^a-z]+/g, '-')}.example`.toLowerCase();
      const taken = await tx.query('select 1 from users where lower(email) = lower($1)', [email]);
      if (taken.rowCount) continue;
      await insertSelfRegistration(
        tx,
        {
          FirstName: p.first,
          LastName: p.last,
          Email: email,
          PhoneNumber: p.phone,
          Profession: PROFESSIONS[p.profession],
          MedicalLicense: null,
          SiteName: p.site,
          SiteEmail: `info@${email.split('@')[1]}`,
          SitePhoneNumber: p.phone,
          BackUpData: true,
          SiteCountry: p.country,
          SiteState: p.state,
          SiteCity: p.city,
          SiteStreet: p.street,
          SiteApartment: null,
          SiteZipCode: p.zip,
        },
        { language: p.country === 'IT' ? 'it' : 'en', now: ago(now, p.daysAgo * DAY + random.int(1, 20) * HOUR) },
      );
      created.pendingRegistrations++;
    }

    return { demoSiteId: sites[0].id, siteIds: Object.fromEntries(sites.map((s) => [s.name, s.id])), ecps, created };
  });
}

/** The seed step for the fleet; runs after the demo accounts so versions get the admin as author. */
export const demoFleetStep: SeedStep = {
  name: 'demo-fleet',
  async run(tx, { now }) {
    await seedFleet(tx, { now, hashPassword });
  },
};
