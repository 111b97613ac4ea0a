// The BFF in front of a clinic's existing backend: the bundled REST service behind a filter that
// answers only §7's calls. The BFF learns the profile on its own, names it in appInfo, and signs
// users in and out with §7's calls alone, keeping each session's user from its sign-in answer.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestRestApi } from '@portal/rest-api/testing';
import { UPSTREAM_EXTENSIONS } from '@portal/domain/upstream';
import { buildBffServer } from '../server';
import { BffClient } from '../../test/bffClient';
import { ACCOUNTS, CREATE_PASSWORD, VERIFY, signIn, type TestRestApi } from '../../test/stack';
import { startSection7Proxy, type Section7Proxy } from '../../test/section7Proxy';
import { NOT_AVAILABLE_MESSAGE } from './extensionFields';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { SESSION_COOKIE } from '../session/cookie';
import { toGlobalId } from '../graphql/globalId';
import { DEMO_SITE_ID } from '@portal/rest-api/seed/accounts';

let rest: TestRestApi;
let proxy: Section7Proxy;
let legacyUrl: string;
let portalUrl: string;
const servers: { close(): Promise<unknown> }[] = [];

async function bffOn(restApiUrl: string) {
  const bff = await buildBffServer({ restApiUrl, demoMode: true, logger: false, now: () => rest.clock.now() });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  servers.push(bff);
  return `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  rest = await startTestRestApi({ seed: 'all', demoMode: true });
  proxy = await startSection7Proxy(rest.url);
  legacyUrl = await bffOn(proxy.url);
  portalUrl = await bffOn(rest.url);
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await proxy?.close();
  await rest?.close();
});
beforeEach(() => proxy.reset());

const APP_INFO = '{ appInfo { upstream { profile capabilities } } }';
const VIEWER = '{ viewer { fullName role email counts { patients } } }';

describe('the BFF in front of a §7 backend', () => {
  it('learns each upstream’s profile on its own and names it in appInfo', async () => {
    const legacy = await new BffClient(legacyUrl).gql(APP_INFO);
    expect(legacy.body.data.appInfo.upstream).toEqual({ profile: 'LEGACY', capabilities: [] });
    const portal = await new BffClient(portalUrl).gql(APP_INFO);
    expect(portal.body.data.appInfo.upstream.profile).toBe('PORTAL');
    expect(portal.body.data.appInfo.upstream.capabilities).toHaveLength(UPSTREAM_EXTENSIONS.length);
    expect(portal.body.data.appInfo.upstream.capabilities).toContain('BATCH_READS');
  });

  it('signs a doctor in, knows them on later requests and signs them out, with §7 calls only', async () => {
    const doctor = new BffClient(legacyUrl);
    const signedIn = await signIn(doctor, ACCOUNTS.doctor);
    expect(signedIn.body.data.signIn.step).toBe('SIGNED_IN');
    const viewer = await doctor.gql(VIEWER);
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data.viewer).toMatchObject({ role: 'DOCTOR', email: ACCOUNTS.doctor });
    expect((await doctor.gql('mutation { signOut { step } }')).body.data.signOut.step).toBe('SIGNED_OUT');
    expect((await doctor.gql(VIEWER)).body.data.viewer).toBeNull();
    expect(proxy.calls.map((c) => c.split('?')[0])).toEqual(['POST /api/v1/webapp/signin']);
    expect(proxy.refused).toEqual([]);
  });

  it('completes a second factor through §7’s 2FA call', async () => {
    const admin = new BffClient(legacyUrl);
    expect((await signIn(admin, ACCOUNTS.superAdmin)).body.data.signIn.step).toBe('SECOND_FACTOR_REQUIRED');
    const verified = await admin.gql(VERIFY, { code: await rest.twoFaCode(ACCOUNTS.superAdmin) });
    expect(verified.body.data.verifySecondFactor).toMatchObject({ step: 'SIGNED_IN', viewer: { role: 'SUPER_ADMIN' } });
    expect((await admin.gql(VIEWER)).body.data.viewer.role).toBe('SUPER_ADMIN');
    expect(proxy.refused).toEqual([]);
  });

  it('reports itself ready without a call §7 lacks', async () => {
    const ready = await fetch(`${legacyUrl}/ready`);
    expect(ready.status).toBe(200);
    expect(proxy.refused).toEqual([]);
  });

  it('pages, searches and counts the doctor’s patients from the whole list, fetching it once for several pages', async () => {
    const doctor = new BffClient(legacyUrl);
    await signIn(doctor, ACCOUNTS.doctor);
    const PAGE = `query ($search: String, $after: String) { doctorWorkspace {
      patients(first: 5, search: $search, after: $after, orderBy: [{ field: LAST_NAME, direction: ASC }]) {
        totalCount pageInfo { endCursor hasNextPage } edges { node { internalID lastName firstName } } }
      patientCounts { active archived children adults } } }`;
    const legacyFirst = await doctor.gql(PAGE);
    expect(legacyFirst.body.errors, JSON.stringify(legacyFirst.body)).toBeUndefined();
    expect(legacyFirst.body.data.doctorWorkspace.patients.edges.length, JSON.stringify(legacyFirst.body)).toBeGreaterThan(0);
    const legacySecond = await doctor.gql(PAGE, { after: legacyFirst.body.data.doctorWorkspace.patients.pageInfo.endCursor });

    // The same pages and counts as the bundled service computes in SQL.
    const portal = new BffClient(portalUrl);
    await signIn(portal, ACCOUNTS.doctor);
    const portalFirst = await portal.gql(PAGE);
    const portalSecond = await portal.gql(PAGE, { after: portalFirst.body.data.doctorWorkspace.patients.pageInfo.endCursor });
    expect(legacyFirst.body.data).toEqual(portalFirst.body.data);
    expect(legacySecond.body.data).toEqual(portalSecond.body.data);

    const lastName = legacyFirst.body.data.doctorWorkspace.patients.edges[0].node.lastName as string;
    const searched = await doctor.gql(PAGE, { search: lastName.slice(0, 4) });
    expect(searched.body.data.doctorWorkspace.patients.edges.map((e: any) => e.node.lastName)).toContain(lastName);
    expect(searched.body.data).toEqual((await portal.gql(PAGE, { search: lastName.slice(0, 4) })).body.data);

    // Three pages and a search: each whole list read once, reused within the user's few seconds.
    const lists = proxy.calls.filter((call) => call.includes('/getallpatients'));
    expect(lists.filter((call) => !call.includes('archive=true'))).toHaveLength(1);
    expect(lists.filter((call) => call.includes('archive=true'))).toHaveLength(1);
    expect(proxy.refused).toEqual([]);
  });

  it('opens a patient’s record with the profile and visits calls of §7', async () => {
    const doctor = new BffClient(legacyUrl);
    await signIn(doctor, ACCOUNTS.doctor);
    const first = await doctor.gql('{ doctorWorkspace { patients(first: 1) { edges { node { id } } } } }');
    const id = first.body.data.doctorWorkspace.patients.edges[0].node.id as string;
    const RECORD = `query ($id: ID!) { node(id: $id) { ... on Patient { fullName personal { birthdate } visitCount
      visits(first: 20) { totalCount edges { node { visitDate testCount } } } lastVisitByTest { testType lastVisit } stereoAcuity { yMax } } } }`;
    proxy.reset();
    const legacy = await doctor.gql(RECORD, { id });
    expect(legacy.body.errors).toBeUndefined();
    const portal = new BffClient(portalUrl);
    await signIn(portal, ACCOUNTS.doctor);
    expect(legacy.body.data).toEqual((await portal.gql(RECORD, { id })).body.data);
    expect(
      proxy.calls.map((c) => c.replace(/\/eyeCareProviders\/[^/]+\/patients\/[^/]+/, '/eyeCareProviders/{uid}/patients/{id}')),
    ).toEqual(
      expect.arrayContaining([
        'GET /api/v1/webapp/eyeCareProviders/{uid}/patients/{id}/profile',
        'GET /api/v1/webapp/eyeCareProviders/{uid}/patients/{id}/getVisitsData',
      ]),
    );
    expect(proxy.refused).toEqual([]);
  });

  it('answers a clear error, with no call, for what needs an extension the backend lacks', async () => {
    const doctor = new BffClient(legacyUrl);
    await signIn(doctor, ACCOUNTS.doctor);
    const { body } = await doctor.gql(
      '{ viewer { sessions { id } } doctorWorkspace { patients(first: 2) { edges { node { accessLog { at } } } } } }',
    );
    const reasons = (body.errors ?? []).map((e: any) => [e.path.join('.'), e.extensions.code, e.extensions.reason, e.message]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['viewer.sessions', 'UPSTREAM_UNAVAILABLE', 'NOT_AVAILABLE_WITH_THIS_BACKEND', NOT_AVAILABLE_MESSAGE],
        [
          'doctorWorkspace.patients.edges.0.node.accessLog',
          'UPSTREAM_UNAVAILABLE',
          'NOT_AVAILABLE_WITH_THIS_BACKEND',
          NOT_AVAILABLE_MESSAGE,
        ],
      ]),
    );
    expect(proxy.refused).toEqual([]);
  });

  it('prices a patient’s visits as one call each: a page of 100 patients with their visits is over the budget', async () => {
    const doctor = new BffClient(legacyUrl);
    await signIn(doctor, ACCOUNTS.doctor);
    proxy.reset();
    const { status, body } = await doctor.gql('{ doctorWorkspace { patients(first: 100) { edges { node { visits { totalCount } } } } } }');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toMatchObject({ reason: 'TOO_MANY_UPSTREAM_CALLS' });
    expect(proxy.calls).toEqual([]);
    const portal = new BffClient(portalUrl);
    await signIn(portal, ACCOUNTS.doctor);
    expect((await portal.gql('{ doctorWorkspace { patients(first: 100) { edges { node { visits { totalCount } } } } } }')).status).toBe(
      200,
    );
  });

  it('pages, sorts, searches, filters and applies conditions to the admin console’s lists as the bundled service does, from each whole list', async () => {
    const signedIn = async (url: string) => {
      const admin = new BffClient(url);
      await signIn(admin, ACCOUNTS.superAdmin);
      await admin.gql(VERIFY, { code: await rest.twoFaCode(ACCOUNTS.superAdmin) });
      return admin;
    };
    const [legacy, portal] = [await signedIn(legacyUrl), await signedIn(portalUrl)];
    const LISTS = `query ($search: String) { adminConsole {
      sites(first: 4, orderBy: [{ field: COUNTRY, direction: DESC }]) { totalCount edges { node { internalID name } } facets { column values { value count } } }
      ecps(first: 5, search: $search) { totalCount edges { node { internalID fullName site { name } } } facets { column values { value count } } }
      admins(first: 3) { totalCount edges { node { internalID email } } }
      versions(first: 5, orderBy: [{ field: VERSION_NO, direction: DESC }]) { totalCount edges { node { internalID versionNumber } } }
      pendingUsers(first: 5) { totalCount edges { node { internalID email } } }
      devices(first: 4, status: NEEDS_UPDATE, orderBy: [{ field: LAST_RUN, direction: DESC }]) {
        totalCount edges { node { internalID serialNumber needsUpdate site { name } } } facets { column values { value count } } }
      fleetCounters { total needingUpdate withErrors offline }
    } }`;
    proxy.reset();
    for (const search of [null, 'a', 'demo']) {
      const fromLegacy = await legacy.gql(LISTS, { search });
      expect(fromLegacy.body.errors, JSON.stringify(fromLegacy.body.errors)).toBeUndefined();
      expect(fromLegacy.body.data).toEqual((await portal.gql(LISTS, { search })).body.data);
    }
    // Three operations: each whole list read once.
    for (const list of ['getAllSites', 'getAllECP', 'getAllAdmins', 'getAllVersions', 'getAllPendings', 'getAllDevices']) {
      expect(
        proxy.calls.filter((call) => call.includes(`/${list}`)),
        list,
      ).toHaveLength(1);
    }
    expect(proxy.refused).toEqual([]);
    // The §2 conditions (a day, a number, a text) on each whole list, as the bundled service applies them in SQL.
    const CONDITIONED = `query ($day: String!, $text: String!, $count: String!) { adminConsole {
      sites(first: 100, conditions: [{ column: DEVICE_COUNT, comparison: GREATER, value: $count }]) { totalCount edges { node { internalID } } facets { column values { value count } } }
      ecps(first: 100, conditions: [{ column: EMAIL, comparison: INCLUDE, value: $text }]) { totalCount edges { node { internalID } } }
      versions(first: 100, conditions: [{ column: CREATED_AT, comparison: LESS, value: $day }, { column: VERSION_NO, comparison: INCLUDE, value: "1" }]) {
        totalCount edges { node { internalID } } }
      pendingUsers(first: 100, conditions: [{ column: CREATED_AT, comparison: GREATER, value: $day }]) { totalCount edges { node { internalID } } }
      devices(first: 100, conditions: [{ column: LAST_RUN, comparison: LESS, value: $day }]) {
        totalCount edges { node { internalID } } facets { column values { value count } } }
    } }`;
    const today = rest.clock.now().toISOString().slice(0, 10);
    const totals = new Set<string>();
    for (const variables of [
      { day: today, text: 'DEMO', count: '0' },
      { day: '2026-01-01', text: 'northside', count: '1' },
    ]) {
      proxy.reset();
      const fromLegacy = await legacy.gql(CONDITIONED, variables);
      expect(fromLegacy.body.errors, JSON.stringify(fromLegacy.body.errors)).toBeUndefined();
      expect(fromLegacy.body.data).toEqual((await portal.gql(CONDITIONED, variables)).body.data);
      expect(proxy.calls.some((call) => call.includes('conditions'))).toBe(false);
      const lists = fromLegacy.body.data.adminConsole;
      totals.add(JSON.stringify(Object.values(lists).map((list: any) => list.totalCount)));
    }
    // The conditions changed what the lists hold.
    expect(totals.size).toBe(2);
  });

  it('gives a site admin their own site’s clinicians, devices and counters from §7’s site calls', async () => {
    const [legacy, portal] = [new BffClient(legacyUrl), new BffClient(portalUrl)];
    await signIn(legacy, ACCOUNTS.siteAdmin);
    await signIn(portal, ACCOUNTS.siteAdmin);
    const SITE = `{ adminConsole {
      ecps(first: 5, orderBy: [{ field: EMAIL, direction: ASC }]) { totalCount edges { node { internalID fullName } } facets { column values { value count } } }
      devices(first: 5) { totalCount edges { node { internalID serialNumber hasError } } }
      fleetCounters { total needingUpdate withErrors offline }
    } }`;
    proxy.reset();
    const fromLegacy = await legacy.gql(SITE);
    expect(fromLegacy.body.errors, JSON.stringify(fromLegacy.body.errors)).toBeUndefined();
    expect(fromLegacy.body.data).toEqual((await portal.gql(SITE)).body.data);
    expect(proxy.refused).toEqual([]);
  });

  it('writes through §7 and shows the admin their change at once, not the whole list kept from before', async () => {
    const admin = new BffClient(legacyUrl);
    await signIn(admin, ACCOUNTS.superAdmin);
    await admin.gql(VERIFY, { code: await rest.twoFaCode(ACCOUNTS.superAdmin) });
    const VERSIONS = '{ adminConsole { versions(first: 100) { totalCount edges { node { versionNumber } } } } }';
    const before = (await admin.gql(VERSIONS)).body.data.adminConsole.versions.totalCount as number;
    proxy.reset();
    const added = await admin.gql(
      'mutation ($input: AddSoftwareVersionInput!) { addSoftwareVersion(input: $input) { version { versionNumber } fleetCounters { total } errors { messages } } }',
      { input: { type: 'WIN', versionNumber: '99.1.7', url: 'https://updates.example/win-99.1.7.exe' } },
    );
    expect(added.body.data.addSoftwareVersion).toMatchObject({ version: { versionNumber: '99.1.7' }, errors: [] });
    const after = (await admin.gql(VERSIONS)).body.data.adminConsole.versions;
    expect(after.totalCount).toBe(before + 1);
    expect(after.edges.map((e: any) => e.node.versionNumber)).toContain('99.1.7');
    expect(proxy.refused).toEqual([]);
  });

  it('switches off a site admin’s own backup flag and the FHIR bulk export, which §7 has no call for', async () => {
    const siteAdmin = new BffClient(legacyUrl);
    await signIn(siteAdmin, ACCOUNTS.siteAdmin);
    proxy.reset();
    const own = toGlobalId('Site', DEMO_SITE_ID);
    const { body } = await siteAdmin.gql(
      'mutation ($input: SetSiteBackupInput!) { setSiteBackup(input: $input) { site { backUpData } errors { messages } } }',
      { input: { id: own, backUpData: false } },
    );
    expect(body.errors?.[0]).toMatchObject({ message: NOT_AVAILABLE_MESSAGE, extensions: { reason: 'NOT_AVAILABLE_WITH_THIS_BACKEND' } });
    const exportStart = await fetch(`${legacyUrl}/fhir/Patient/$export`, {
      headers: {
        accept: 'application/fhir+json',
        prefer: 'respond-async',
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(siteAdmin.cookie!)}`,
      },
    });
    expect(exportStart.status, await exportStart.clone().text()).toBe(501);
    expect(await exportStart.json()).toMatchObject({ issue: [{ code: 'not-supported', diagnostics: NOT_AVAILABLE_MESSAGE }] });
    expect(proxy.refused).toEqual([]);
  });

  it('lets a new doctor create their password, a provider register and a user change language, with §7’s calls', async () => {
    const newDoctor = new BffClient(legacyUrl);
    expect((await signIn(newDoctor, ACCOUNTS.newDoctor)).body.data.signIn.step).toBe('NEW_PASSWORD_REQUIRED');
    const created = await newDoctor.gql(CREATE_PASSWORD, {
      input: { password: 'Fresh!2026a', confirmation: 'Fresh!2026a', acceptTerms: true },
    });
    expect(created.body.data.createPassword).toMatchObject({ step: 'SIGNED_IN', viewer: { email: ACCOUNTS.newDoctor } });
    const language = await newDoctor.gql('mutation { changeLanguage(input: { language: IT }) { viewer { language } } }');
    expect(language.body.data.changeLanguage.viewer).toEqual({ language: 'IT' });
    const registered = await new BffClient(legacyUrl).gql(
      'mutation ($input: RegisterProviderInput!) { registerProvider(input: $input) { registered errors { messages } } }',
      {
        input: {
          firstName: 'Giulia',
          lastName: 'Ferraris',
          email: 'giulia.legacy@register.example',
          phoneNumber: '+39 011 555 0199',
          profession: 'OPTOMETRIST',
          medicalLicense: 'OPT-4471',
          siteName: 'Ottica Ferraris legacy',
          siteEmail: 'ottica.legacy@register.example',
          sitePhoneNumber: '+39 011 555 0100',
          backUpData: false,
          siteCountry: 'Italy',
          siteCity: 'Torino',
          siteStreet: 'Via Roma 12',
          siteZipCode: '10121',
          language: 'IT',
        },
      },
    );
    expect(registered.body.data.registerProvider).toEqual({ registered: true, errors: [] });
    // A create-password link is the bundled service's; a §7 backend e-mails links to its own pages.
    const byLink = await new BffClient(legacyUrl).gql(CREATE_PASSWORD, {
      input: { linkToken: 'a'.repeat(43), password: 'Fresh!2026a', confirmation: 'Fresh!2026a', acceptTerms: true },
    });
    expect(byLink.body.errors?.[0]).toMatchObject({ message: NOT_AVAILABLE_MESSAGE });
    expect(proxy.refused).toEqual([]);
  });

  it('refuses a save made from an older version of an ECP, comparing with the ECP read afresh from §7', async () => {
    const [first, second] = [new BffClient(legacyUrl), new BffClient(legacyUrl)];
    await signIn(first, ACCOUNTS.admin);
    await signIn(second, ACCOUNTS.admin);
    const LIST =
      '{ adminConsole { ecps(first: 1, search: "doctor@demo.example") { edges { node { id version firstName lastName phoneNumber email profession site { id } isSiteAdmin } } } } }';
    const ecp = (await first.gql(LIST)).body.data.adminConsole.ecps.edges[0].node;
    // The second admin opens the same ECP now, so their copy of the list holds this version.
    expect((await second.gql(LIST)).body.data.adminConsole.ecps.edges[0].node.version).toBe(ecp.version);
    const SAVE = `mutation($input: UpdateEcpInput!) { updateEcp(input: $input) { ecp { version phoneNumber }
      errors { __typename messages ... on EditConflictError { current { ... on Ecp { version phoneNumber } } } } } }`;
    const input = {
      id: ecp.id,
      firstName: ecp.firstName,
      lastName: ecp.lastName,
      email: ecp.email,
      profession: ecp.profession,
      siteId: ecp.site.id,
      isSiteAdmin: ecp.isSiteAdmin,
      expectedVersion: ecp.version,
    };
    proxy.reset();
    const saved = (await first.gql(SAVE, { input: { ...input, phoneNumber: '+39 06 555 0001' } })).body.data.updateEcp;
    expect(saved).toMatchObject({ ecp: { phoneNumber: '+39 06 555 0001' }, errors: [] });
    const stale = (await second.gql(SAVE, { input: { ...input, phoneNumber: '+39 06 555 0002' } })).body.data.updateEcp;
    expect(stale).toEqual({
      ecp: null,
      errors: [
        {
          __typename: 'EditConflictError',
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: { version: saved.ecp.version, phoneNumber: '+39 06 555 0001' },
        },
      ],
    });
    // Put back what the other tests expect.
    const restored = (await first.gql(SAVE, { input: { ...input, phoneNumber: ecp.phoneNumber, expectedVersion: saved.ecp.version } })).body
      .data;
    expect(restored.updateEcp.errors).toEqual([]);
    expect(proxy.refused).toEqual([]);
  });

  it('refuses a save made from an older version of a software version, comparing with the list read afresh from §7', async () => {
    const [first, second] = [new BffClient(legacyUrl), new BffClient(legacyUrl)];
    await signIn(first, ACCOUNTS.admin);
    await signIn(second, ACCOUNTS.admin);
    const form = { type: 'EMITTER', versionNumber: '98.2.0', url: 'https://updates.example/emitter-98.2.0.bin' };
    const added = await first.gql(
      'mutation ($input: AddSoftwareVersionInput!) { addSoftwareVersion(input: $input) { version { id version } errors { messages } } }',
      { input: form },
    );
    const { id, version } = added.body.data.addSoftwareVersion.version;
    // The second admin opens the same version now, so their copy of the list holds it as added.
    const LIST = '{ adminConsole { versions(first: 100) { edges { node { id version } } } } }';
    const listed = (await second.gql(LIST)).body.data.adminConsole.versions.edges.find((e: any) => e.node.id === id);
    expect(listed.node.version).toBe(version);
    const EDIT = `mutation($input: EditSoftwareVersionInput!) { editSoftwareVersion(input: $input) { version { version url forceUpdate }
      errors { __typename messages ... on EditConflictError { current { ... on SoftwareVersion { version url forceUpdate } } } } } }`;
    proxy.reset();
    const saved = (await first.gql(EDIT, { input: { id, ...form, forceUpdate: true, expectedVersion: version } })).body.data;
    expect(saved.editSoftwareVersion).toMatchObject({ version: { forceUpdate: true }, errors: [] });
    const stale = await second.gql(EDIT, {
      input: { id, ...form, url: 'https://updates.example/emitter-98.2.0b.bin', expectedVersion: version },
    });
    expect(stale.body.data.editSoftwareVersion).toEqual({
      version: null,
      errors: [
        {
          __typename: 'EditConflictError',
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: { version: saved.editSoftwareVersion.version.version, url: form.url, forceUpdate: true },
        },
      ],
    });
    // Put back what the other tests expect: no such version.
    const removed = await first.gql(
      'mutation ($input: DeleteSoftwareVersionInput!) { deleteSoftwareVersion(input: $input) { deletedId errors { messages } } }',
      { input: { id } },
    );
    expect(removed.body.data.deleteSoftwareVersion).toEqual({ deletedId: id, errors: [] });
    expect(proxy.refused).toEqual([]);
  });

  it('refuses a save made from an older version of a patient, comparing with the profile read afresh from §7', async () => {
    const [first, second] = [new BffClient(legacyUrl), new BffClient(legacyUrl)];
    await signIn(first, ACCOUNTS.doctor);
    await signIn(second, ACCOUNTS.doctor);
    const LIST = `{ doctorWorkspace { patients(first: 1, orderBy: [{ field: LAST_NAME, direction: ASC }]) { edges { node { id version
      personal { firstName lastName socialId gender birthdate email phoneNumber notes address { street apartment city state country zipCode } } } } } } }`;
    const patient = (await first.gql(LIST)).body.data.doctorWorkspace.patients.edges[0].node;
    // The second doctor's screen opened the same patient now, with this version.
    expect((await second.gql(LIST)).body.data.doctorWorkspace.patients.edges[0].node.version).toBe(patient.version);
    const { address, ...personal } = patient.personal;
    const input = {
      id: patient.id,
      ...personal,
      ...address,
      birthdate: personal.birthdate?.slice(0, 10),
      expectedVersion: patient.version,
    };
    const SAVE = `mutation($input: UpdatePatientInput!) { updatePatient(input: $input) { patient { version personal { phoneNumber } }
      errors { __typename messages ... on EditConflictError { current { ... on Patient { version personal { phoneNumber } } } } } } }`;
    proxy.reset();
    const saved = (await first.gql(SAVE, { input: { ...input, phoneNumber: '+39 06 555 0101' } })).body.data.updatePatient;
    expect(saved).toMatchObject({ patient: { personal: { phoneNumber: '+39 06 555 0101' } }, errors: [] });
    const stale = (await second.gql(SAVE, { input: { ...input, phoneNumber: '+39 06 555 0102' } })).body.data.updatePatient;
    expect(stale).toEqual({
      patient: null,
      errors: [
        {
          __typename: 'EditConflictError',
          messages: [ERROR_MESSAGES.changedSinceOpened],
          current: { version: saved.patient.version, personal: { phoneNumber: '+39 06 555 0101' } },
        },
      ],
    });
    // The stale save was checked against the profile read afresh, and never written.
    expect(proxy.calls.filter((call) => call.startsWith('POST')).length).toBe(1);
    // Put back what the other tests expect.
    const restored = await first.gql(SAVE, { input: { ...input, expectedVersion: saved.patient.version } });
    expect(restored.body.data.updatePatient).toMatchObject({ patient: { personal: { phoneNumber: personal.phoneNumber } }, errors: [] });
    expect(proxy.refused).toEqual([]);
  });
});
