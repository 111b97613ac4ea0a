// Every REST route against every role, with the domain's access policy as the answer key: a role
// the policy gives nothing over what a route acts on is refused (403), any other passes the route's
// gate (it may still answer 400 or 404 for the empty body and unknown ids sent here). The routes
// come from the service itself, so a new route fails this test until it is classified below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type AccessRole } from '@portal/domain/access/actor';
import { reach, type Action, type ResourceKind } from '@portal/domain/access/policy';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { DEMO_ACCOUNT_IDS, DEMO_SITE_ID } from '../seed/accounts';

/** Who a route is for: anyone (public, or a device by its key), any signed-in user, or the policy's (action, kind) in an area. */
type Gate = 'public' | 'signedIn' | 'endsSession' | { area: 'platform' | 'doctor' | 'any'; action: Action; kind: ResourceKind };

const W = '/api/v1/webapp';
const A = `${W}/VistaAdmins/:uid`;
const E = `${W}/eyeCareProviders/:uid`;
const platform = (action: Action, kind: ResourceKind): Gate => ({ area: 'platform', action, kind });
const doctor = (action: Action, kind: ResourceKind): Gate => ({ area: 'doctor', action, kind });

const GATES: Record<string, Gate> = {
  'GET /metrics': 'public',
  'GET /health': 'public',
  'GET /api/v1/openapi.json': 'public',
  'POST /api/v1/devices/report': 'public',
  [`GET ${W}/health`]: 'public',
  [`GET ${W}/capabilities`]: 'public',
  [`POST ${W}/signin`]: 'public',
  [`POST ${W}/signin/2fa`]: 'public',
  [`POST ${W}/forgetPass`]: 'public',
  [`GET ${W}/password-links/:token`]: 'public',
  [`POST ${W}/emailChange/confirm`]: 'public',
  [`POST ${W}/users/self/signup`]: 'public',
  [`GET ${W}/reports/:token`]: 'public',
  [`POST ${W}/users/:uid/changePass`]: 'signedIn',
  [`GET ${W}/users/self`]: 'signedIn',
  [`POST ${W}/users/:uid/changeLanguage`]: 'signedIn',
  [`POST ${W}/signout`]: 'endsSession',
  [`GET ${W}/users/:uid/sessions`]: 'signedIn',
  [`POST ${W}/users/:uid/sessions/signOutAll`]: 'endsSession',
  [`POST ${W}/users/:uid/sessions/:sessionId/signOut`]: 'signedIn',
  [`GET ${W}/users/self/secondFactor`]: 'signedIn',
  [`POST ${W}/users/self/secondFactor/app/start`]: 'signedIn',
  [`POST ${W}/users/self/secondFactor/app/confirm`]: 'signedIn',
  [`POST ${W}/users/self/secondFactor/app/disable`]: 'signedIn',
  [`POST ${W}/users/self/secondFactor/recoveryCodes`]: 'signedIn',
  [`GET ${W}/settings/secondFactorPolicy`]: { area: 'any', action: 'read', kind: 'portalSettings' },
  [`POST ${W}/settings/secondFactorPolicy`]: { area: 'any', action: 'update', kind: 'portalSettings' },
  [`POST ${A}/site/signup`]: platform('create', 'site'),
  [`POST ${A}/sites/:id/profile`]: platform('update', 'site'),
  [`POST ${A}/site/update`]: platform('update', 'siteBackup'),
  [`GET ${A}/sites/getAllSites`]: platform('list', 'site'),
  [`DELETE ${A}/sites/:id`]: platform('delete', 'site'),
  [`GET ${A}/pendings/getAllPendings`]: platform('list', 'pendingRegistration'),
  [`DELETE ${A}/pending/:id`]: platform('delete', 'pendingRegistration'),
  [`POST ${A}/pending/:id/approve`]: platform('update', 'pendingRegistration'),
  [`GET ${A}/devices/getAllDevices`]: platform('list', 'device'),
  [`GET ${A}/devices/getDeviceCounters`]: platform('list', 'device'),
  [`POST ${A}/devices/register`]: platform('create', 'device'),
  [`POST ${A}/devices/:id/rotateKey`]: platform('update', 'device'),
  [`POST ${A}/devices/:id/site`]: platform('update', 'device'),
  [`POST ${A}/devices/:id/revokeKey`]: platform('update', 'device'),
  [`GET ${A}/devices/:id/reports`]: platform('read', 'device'),
  [`GET ${A}/devices/reports`]: platform('read', 'device'),
  [`GET ${E}/devices/reports`]: doctor('read', 'device'),
  [`GET ${E}/devices/:id/reports`]: doctor('read', 'device'),
  [`POST ${A}/versions/addNewVersion`]: platform('create', 'version'),
  [`POST ${A}/versions/editVersion`]: platform('update', 'version'),
  [`GET ${A}/versions/getAllVersions`]: platform('list', 'version'),
  [`DELETE ${A}/versions/:id`]: platform('delete', 'version'),
  [`POST ${A}/doctors/signup`]: platform('create', 'ecp'),
  [`POST ${A}/doctors/:id/profile`]: platform('update', 'ecp'),
  [`GET ${A}/doctors/getAllECP`]: platform('list', 'ecp'),
  [`POST ${A}/admins/signup`]: platform('create', 'admin'),
  [`POST ${A}/admins/:id/profile`]: platform('update', 'admin'),
  [`DELETE ${A}/admins/:id/profile`]: platform('delete', 'admin'),
  [`GET ${A}/admins/getAllAdmins`]: platform('list', 'admin'),
  [`POST ${A}/doctors/:id/secondFactor/reset`]: platform('update', 'ecp'),
  [`POST ${A}/admins/:id/secondFactor/reset`]: platform('update', 'admin'),
  [`POST ${A}/doctors/sendMessages`]: platform('message', 'ecp'),
  [`POST ${A}/patients/sendMessages`]: platform('message', 'patient'),
  [`GET ${A}/audit/events`]: platform('list', 'auditTrail'),
  [`GET ${A}/audit/events.csv`]: platform('list', 'auditTrail'),
  [`POST ${E}/patients/signup`]: doctor('create', 'patient'),
  [`GET ${E}/getallpatients`]: doctor('list', 'patient'),
  [`GET ${E}/patients/:id/profile`]: doctor('read', 'patient'),
  [`GET ${E}/patients/:id/accessLog`]: doctor('read', 'patient'),
  [`GET ${E}/patients/profiles`]: doctor('read', 'patient'),
  [`GET ${E}/patients/accessLog`]: doctor('read', 'patient'),
  [`POST ${E}/patients/:id/profile`]: doctor('update', 'patient'),
  [`DELETE ${E}/patients/:id/profile`]: doctor('delete', 'patient'),
  [`POST ${E}/patients/sendMessages`]: doctor('message', 'patient'),
  [`GET ${E}/patients`]: doctor('list', 'patient'),
  [`GET ${E}/patients/counts`]: doctor('list', 'patient'),
  [`GET ${E}/patients/:id/messages`]: doctor('read', 'patient'),
  [`GET ${E}/patients/messages`]: doctor('read', 'patient'),
  [`GET ${E}/patients/visits`]: doctor('read', 'patient'),
  [`POST ${E}/patients/:id/exports`]: doctor('read', 'patient'),
  [`GET ${E}/getAllSiteTestsCount`]: doctor('list', 'patient'),
  [`GET ${E}/getAllACTGraphData`]: doctor('list', 'patient'),
  [`GET ${E}/getAllFusionalGraphData`]: doctor('list', 'patient'),
  [`GET ${E}/getAllECP`]: doctor('list', 'ecp'),
  [`GET ${E}/getAllDevices`]: doctor('list', 'device'),
  [`GET ${E}/getDeviceCounters`]: doctor('list', 'device'),
  [`POST ${E}/doctors/signup`]: doctor('create', 'ecp'),
  [`POST ${E}/:id/profile`]: doctor('update', 'ecp'),
  [`POST ${E}/site/update`]: doctor('update', 'siteBackup'),
  [`GET ${E}/site/records`]: doctor('list', 'siteRecords'),
  [`GET ${E}/patients/:id/getVisitsData`]: doctor('read', 'patient'),
  [`GET ${E}/patients/:id/getLastVisit`]: doctor('read', 'patient'),
  [`POST ${E}/patients/:id/addNewVisit`]: doctor('update', 'patient'),
  [`GET ${E}/attention`]: doctor('list', 'patient'),
  [`GET ${E}/site/attentionThresholds`]: doctor('read', 'siteAttention'),
  [`POST ${E}/site/attentionThresholds`]: doctor('update', 'siteAttention'),
  [`POST ${E}/bulkExports`]: doctor('list', 'patient'),
  [`GET ${E}/bulkExports/:id`]: doctor('list', 'patient'),
  [`POST ${E}/bulkExports/:id/claim`]: doctor('list', 'patient'),
  [`POST ${E}/bulkExports/:id/chunks`]: doctor('list', 'patient'),
  [`POST ${E}/bulkExports/:id/finish`]: doctor('list', 'patient'),
  [`DELETE ${E}/bulkExports/:id`]: doctor('list', 'patient'),
  [`GET ${E}/bulkExports/:id/files/:type`]: doctor('list', 'patient'),
};

const WHO: Record<AccessRole, 'doctor' | 'siteAdmin' | 'admin' | 'superAdmin'> = {
  DOCTOR: 'doctor',
  SITE_ADMIN: 'siteAdmin',
  ADMIN: 'admin',
  SUPER_ADMIN: 'superAdmin',
};
const ACTOR = (role: AccessRole) => ({
  role: role === 'SITE_ADMIN' ? ('DOCTOR' as const) : role,
  userId: DEMO_ACCOUNT_IDS[WHO[role]],
  siteId: role === 'DOCTOR' || role === 'SITE_ADMIN' ? DEMO_SITE_ID : null,
  isSiteAdmin: role === 'SITE_ADMIN',
});
const inArea = (area: 'platform' | 'doctor' | 'any', role: AccessRole) =>
  area === 'any' || (area === 'platform') === (role === 'ADMIN' || role === 'SUPER_ADMIN');

/** Whether the policy lets `role` through the route's gate. */
function passes(gate: Exclude<Gate, 'public' | 'endsSession'>, role: AccessRole): boolean {
  if (gate === 'signedIn') return true;
  return inArea(gate.area, role) && reach(ACTOR(role), gate.action, gate.kind) !== 'none';
}

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';

let api: TestRestApi;
const sessions = {} as Record<AccessRole, DemoSession>;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  for (const role of ACCESS_ROLES) sessions[role] = await demoSession(api, WHO[role]);
});
afterAll(() => api?.close());

describe('who may call each REST route', () => {
  it('classifies every route the service registers', () => {
    const unclassified = api.routes.map(({ method, url }) => `${method} ${url}`).filter((route) => !(route in GATES));
    expect(unclassified).toEqual([]);
  });

  it('lets through exactly the roles the access policy reaches, and refuses the others with 403', { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    for (const [route, gate] of Object.entries(GATES)) {
      if (gate === 'public' || gate === 'endsSession') continue;
      const [method, pattern] = route.split(' ');
      for (const role of ACCESS_ROLES) {
        const session = sessions[role];
        const path = pattern
          .replace(':uid', session.uid)
          .replace(/:(id|sessionId)\b/g, UNKNOWN_ID)
          .replace(':type', 'Patient');
        const response = await fetch(`${new URL(api.baseUrl).origin}${path}`, {
          method,
          headers: { authorization: `Bearer ${session.token}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          body: method === 'POST' ? '{}' : undefined,
        });
        await response.arrayBuffer();
        const allowed = passes(gate, role);
        const refused = response.status === 403 || response.status === 401;
        if (allowed === refused)
          mismatches.push(`${route} as ${role}: ${response.status}, the policy says ${allowed ? 'allow' : 'refuse'}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
