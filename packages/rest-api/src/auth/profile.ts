// The logged-in user's profile (§3) with the counts the role may see, computed from storage.
import type { Profile } from '@portal/domain/auth';
import { REST_ROLES } from '@portal/domain/enums';
import { doctorActor, heldRoles, platformActor } from '@portal/domain/access/actor';
import { isSiteReach, reach, reachesAll } from '@portal/domain/access/policy';
import type { Queryable } from '../db/database';
import type { UserRecord } from './users';

interface DoctorRow {
  isSiteAdmin: boolean;
  profession: number | null;
  defaultVaUnit: number | null;
  siteId: string | null;
  siteName: string | null;
  siteBackUpData: boolean | null;
  siteVersion: number | null;
}

interface PlatformCounts {
  ecps: number;
  sites: number;
  devices: number;
  versions: number;
  pendings: number;
  admins: number;
}

async function platformCounts(q: Queryable): Promise<PlatformCounts> {
  const result = await q.query<PlatformCounts>(
    `select (select count(*) from doctors)::int as ecps,
            (select count(*) from sites)::int as sites,
            (select count(*) from devices)::int as devices,
            (select count(*) from versions)::int as versions,
            (select count(*) from pending_registrations)::int as pendings,
            (select count(*) from users where roles && $1::text[])::int as admins`,
    [[REST_ROLES.admin, REST_ROLES.superAdmin]],
  );
  return result.rows[0];
}

async function doctorRow(q: Queryable, userId: string): Promise<DoctorRow | null> {
  const result = await q.query<DoctorRow>(
    `select d.is_site_admin as "isSiteAdmin", d.profession, d.default_va_unit as "defaultVaUnit",
            s.id as "siteId", s.name as "siteName", s.backup_data as "siteBackUpData",
            s.version as "siteVersion"
       from doctors d left join sites s on s.id = d.site_id where d.user_id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

// Kept per doctor by the patients' triggers (migration 008): one row read, whatever the list's length.
async function patientCounts(q: Queryable, doctorId: string): Promise<{ active: number; archived: number }> {
  const result = await q.query<{ active: number; archived: number }>(
    'select active, archived from doctor_patient_counts where doctor_id = $1',
    [doctorId],
  );
  return result.rows[0] ?? { active: 0, archived: 0 };
}

async function siteCounts(q: Queryable, siteId: string): Promise<{ ecps: number; devices: number }> {
  const result = await q.query<{ ecps: number; devices: number }>(
    `select (select count(*) from doctors where site_id = $1)::int as ecps,
            (select count(*) from devices where site_id = $1)::int as devices`,
    [siteId],
  );
  return result.rows[0];
}

export async function loadProfile(q: Queryable, user: UserRecord): Promise<Profile> {
  const profile: Profile = {
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    PhoneNumber: user.phone,
    NumOfECP: null,
    NumOfSites: null,
    NumOfDevices: null,
    NumOfAdmins: null,
    NumOfVersions: null,
    NumOfPendingUsers: null,
    NumOfPatients: null,
    NumOfArchivePatients: null,
    Doctor: null,
    TermsOfUseSigned: user.termsOfUseSigned,
    Site: null,
  };
  // The platform counts are the lists the policy lets the caller read whole (admins: super admins only).
  const platform = platformActor(user.id, user.roles);
  if (reachesAll(platform, 'list', 'site')) {
    const counts = await platformCounts(q);
    Object.assign(profile, {
      NumOfECP: counts.ecps,
      NumOfSites: counts.sites,
      NumOfDevices: counts.devices,
      NumOfVersions: counts.versions,
      NumOfPendingUsers: counts.pendings,
      NumOfAdmins: reachesAll(platform, 'list', 'admin') ? counts.admins : null,
    });
  }
  if (heldRoles(user.roles).includes('DOCTOR')) {
    const doctor = await doctorRow(q, user.id);
    const patients = await patientCounts(q, user.id);
    profile.NumOfPatients = patients.active;
    profile.NumOfArchivePatients = patients.archived;
    if (doctor) {
      profile.Doctor = { isSiteAdmin: doctor.isSiteAdmin, Profession: doctor.profession, DefaultVAUnit: doctor.defaultVaUnit };
      if (doctor.siteId && doctor.siteName)
        profile.Site = {
          SiteStorageID: doctor.siteId,
          SiteName: doctor.siteName,
          BackUpData: doctor.siteBackUpData ?? true,
          // The site admin's backup toggle sends it back: a toggle made from an older one is refused.
          ...(doctor.siteVersion === null ? {} : { Version: doctor.siteVersion }),
        };
      // A site admin's counts are their site's, the one whose ECPs the policy lets them list.
      const siteEcps = reach(doctorActor(user.id, user.roles, doctor), 'list', 'ecp');
      if (isSiteReach(siteEcps) && siteEcps.siteId) {
        const site = await siteCounts(q, siteEcps.siteId);
        profile.NumOfECP = site.ecps;
        profile.NumOfDevices = site.devices;
      }
    }
  }
  return profile;
}
