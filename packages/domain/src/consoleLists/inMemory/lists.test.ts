import { describe, expect, it } from 'vitest';
import type { ConsoleListQuery } from '../../consoleList';
import type { DeviceListQuery } from '../devices';
import { pageAdminsInMemory, type InMemoryAdmin } from './admins';
import { pageDevicesInMemory, versionKey, type InMemoryDevice } from './devices';
import { ecpFullName, pageEcpsInMemory, professionLabel, type InMemoryEcp } from './ecps';
import { pagePendingInMemory, type InMemoryPending } from './pending';
import { pageSitesInMemory, type InMemorySite } from './sites';
import { pageVersionsInMemory, versionOrder, type InMemoryVersion } from './versions';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const query = <C extends string>(q: Partial<ConsoleListQuery<C>> = {}): ConsoleListQuery<C> => ({
  offset: 0,
  limit: 100,
  search: null,
  sort: [],
  filters: {},
  ...q,
});

const site = (n: number, name: string, values: Partial<InMemorySite> = {}): InMemorySite => ({
  SiteStorageID: uuid(n),
  SiteName: name,
  SiteEmail: null,
  SitePhoneNumber: null,
  SiteCountry: null,
  SiteState: null,
  SiteCity: null,
  SiteStreet: null,
  SiteApartment: null,
  SiteZipCode: null,
  BackUpData: true,
  Pending: 0,
  NumOfECP: 0,
  NumOfDevices: 0,
  ...values,
});

describe('Sites', () => {
  it('sorts by name, by counts, searches the address and counts countries and backups', () => {
    const sites = [
      site(1, 'beta', { NumOfECP: 2, SiteCountry: 'IT', SiteStreet: 'Via Roma' }),
      site(2, 'Alpha', { NumOfECP: 10, BackUpData: false }),
      site(3, 'Gamma', { NumOfECP: 2, SiteCountry: 'FR', Pending: 1 }),
    ];
    expect(pageSitesInMemory(sites, query()).data.map((s) => s.SiteName)).toEqual(['Alpha', 'beta', 'Gamma']);
    const byCount = pageSitesInMemory(sites, query({ sort: [{ field: 'ECP_COUNT', direction: 'DESC' }] }));
    expect(byCount.data.map((s) => s.SiteName)).toEqual(['Alpha', 'beta', 'Gamma']);
    expect(pageSitesInMemory(sites, query({ search: 'ROMA' })).data.map((s) => s.SiteName)).toEqual(['beta']);
    expect(pageSitesInMemory(sites, query()).facets).toEqual({
      COUNTRY: [
        { value: '', count: 1 },
        { value: 'FR', count: 1 },
        { value: 'IT', count: 1 },
      ],
      BACKUP: [
        { value: 'false', count: 1 },
        { value: 'true', count: 2 },
      ],
      PENDING: [
        { value: 'false', count: 2 },
        { value: 'true', count: 1 },
      ],
    });
    // The status filter keeps the sites waiting for approval.
    expect(pageSitesInMemory(sites, query({ filters: { PENDING: ['true'] } })).data.map((s) => s.SiteName)).toEqual(['Gamma']);
  });
});

const ecp = (n: number, first: string, last: string, values: Partial<InMemoryEcp> = {}): InMemoryEcp => ({
  UserStorageID: uuid(n),
  FirstName: first,
  LastName: last,
  Email: `${n}@ecp.example`,
  PhoneNumber: null,
  Profession: null,
  MedicalLicense: null,
  SiteName: null,
  isSiteAdmin: false,
  Pending: 0,
  Enabled: 1,
  ...values,
});

describe('ECPs', () => {
  it('orders by last then first name, searches the full name and the profession label, counts sites and locks', () => {
    const ecps = [
      ecp(1, 'Anna', 'Rossi', { Profession: 1, SiteName: 'North' }),
      ecp(2, 'Bruno', 'rossi', { Enabled: 0 }),
      ecp(3, 'Carla', 'Bianchi', { SiteName: 'North' }),
    ];
    expect(pageEcpsInMemory(ecps, query()).data.map((e) => e.FirstName)).toEqual(['Carla', 'Anna', 'Bruno']);
    expect(pageEcpsInMemory(ecps, query({ search: 'anna ross' })).total).toBe(1);
    const label = professionLabel(ecps[0]);
    expect(label).not.toBeNull();
    expect(pageEcpsInMemory(ecps, query({ search: label! })).data.map((e) => e.FirstName)).toEqual(['Anna']);
    expect(ecpFullName(ecps[0])).toBe('Anna Rossi');
    const page = pageEcpsInMemory(ecps, query({ filters: { LOCKED: ['false'] } }));
    expect(page.total).toBe(2);
    expect(page.facets).toEqual({
      SITE: [{ value: 'North', count: 2 }],
      LOCKED: [
        { value: 'false', count: 2 },
        { value: 'true', count: 1 },
      ],
    });
  });
});

const device = (n: number, serial: string, values: Partial<InMemoryDevice> = {}): InMemoryDevice => ({
  DeviceStorageID: uuid(n),
  DeviceID: serial,
  SiteName: null,
  Location: null,
  LastRun: null,
  SystemStatus: 'OK',
  ESVersion: null,
  WindowsVersion: null,
  ETFirmwareVersion: null,
  EmitterFirmwareVersion: null,
  TVVersion: null,
  ...values,
});
const deviceQuery = (q: Partial<DeviceListQuery> = {}): DeviceListQuery => ({ ...query(), status: 'ALL', ...q });

describe('Devices', () => {
  it("reads a version's key as SQL's version_key", () => {
    expect(versionKey('1.10.0')).toEqual([1, 10]);
    expect(versionKey(' 01.2 ')).toEqual([1, 2]);
    expect(versionKey('0')).toEqual([]);
    expect(versionKey('1..2')).toBeNull();
    expect(versionKey('unknown')).toBeNull();
    expect(versionKey(null)).toBeNull();
    expect(versionKey('9'.repeat(400))).toEqual([Number.POSITIVE_INFINITY]);
  });

  it('sorts a component by its version part by part (none lowest), then by its text', () => {
    const devices = [
      device(1, 'a', { ESVersion: '1.10' }),
      device(2, 'b', { ESVersion: '1.9' }),
      device(3, 'c', { ESVersion: null }),
      device(4, 'd', { ESVersion: '1.10.0' }),
      device(5, 'e', { ESVersion: 'beta' }),
    ];
    const page = pageDevicesInMemory(devices, {}, deviceQuery({ sort: [{ field: 'ES_APP', direction: 'ASC' }] }));
    expect(page.data.map((d) => d.DeviceID)).toEqual(['e', 'c', 'b', 'a', 'd']);
  });

  it('applies the status filter with the latest versions, sorts no site and no last run first', () => {
    const devices = [
      device(1, 'A-1', { WindowsVersion: '1.0', SiteName: 'North', LastRun: '2026-01-01T00:00:00.000Z' }),
      device(2, 'A-2', { WindowsVersion: '2.0', SystemStatus: ' error ' }),
      device(3, 'A-3', { WindowsVersion: 'unknown', SiteName: 'South', LastRun: '2025-01-01T00:00:00.000Z' }),
    ];
    const latest = { WIN: '2.0' };
    const serials = (q: Partial<DeviceListQuery>) => pageDevicesInMemory(devices, latest, deviceQuery(q)).data.map((d) => d.DeviceID);
    expect(serials({ status: 'NEEDS_UPDATE' })).toEqual(['A-1']);
    expect(serials({ status: 'WITH_ERRORS' })).toEqual(['A-2']);
    expect(serials({ sort: [{ field: 'SITE', direction: 'ASC' }] })).toEqual(['A-2', 'A-1', 'A-3']);
    expect(serials({ sort: [{ field: 'LAST_RUN', direction: 'ASC' }] })).toEqual(['A-2', 'A-3', 'A-1']);
    expect(pageDevicesInMemory(devices, latest, deviceQuery()).facets.SITE).toEqual([
      { value: '', count: 1 },
      { value: 'North', count: 1 },
      { value: 'South', count: 1 },
    ]);
  });
});

describe('Admins, Versions, Pending', () => {
  it('Admins: the name as shown sorts by first name, the default by last name', () => {
    const admin = (n: number, first: string, last: string, TwoFA: boolean): InMemoryAdmin => ({
      UserStorageID: uuid(n),
      FirstName: first,
      LastName: last,
      Email: `${n}@admin.example`,
      PhoneNumber: null,
      TwoFA,
      Enabled: 1,
      Pending: 0,
    });
    const admins = [admin(1, 'Zoe', 'Adams', true), admin(2, 'Anna', 'Zeta', false)];
    expect(pageAdminsInMemory(admins, query()).data.map((a) => a.FirstName)).toEqual(['Zoe', 'Anna']);
    const byName = pageAdminsInMemory(admins, query({ sort: [{ field: 'NAME', direction: 'ASC' }] }));
    expect(byName.data.map((a) => a.FirstName)).toEqual(['Anna', 'Zoe']);
    expect(pageAdminsInMemory(admins, query({ search: 'zoe ad' })).total).toBe(1);
    expect(byName.facets.TWO_FA).toEqual([
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ]);
  });

  it('Versions: by type, newest number (part by part) first, then newest added', () => {
    const version = (n: number, type: string, no: string, createdAt: string): InMemoryVersion => ({
      SystemVersionID: uuid(n),
      VersionType: type,
      Type: null,
      VersionNO: no,
      VersionURL: `https://example.com/${n}`,
      forceUpdate: false,
      createdAt,
      AdminName: null,
    });
    const versions = [
      version(1, 'WIN', '1.9.3', '2026-01-01T00:00:00.000Z'),
      version(2, 'WIN', '1.10', '2026-01-01T00:00:00.000Z'),
      version(3, 'WIN', '1.10.0', '2026-02-01T00:00:00.000Z'),
      version(4, 'ET', '1', '2026-01-01T00:00:00.000Z'),
    ];
    expect(pageVersionsInMemory(versions, query()).data.map((v) => v.VersionNO)).toEqual(['1', '1.10.0', '1.10', '1.9.3']);
    expect(versionOrder({ VersionNO: '1.10', VersionNOInt: null })).toBe(versionOrder({ VersionNO: '1.10.0' }));
    expect(versionOrder({ VersionNO: 'x' })).toBeNull();
  });

  it('Pending: newest first, searched by full name and site', () => {
    const pending = (n: number, first: string, site: string, createdAt: string): InMemoryPending => ({
      id: uuid(n),
      FirstName: first,
      LastName: 'Doe',
      Email: `${n}@pending.example`,
      SiteName: site,
      PhoneNumber: null,
      createdAt,
    });
    const rows = [pending(1, 'Ann', 'North', '2026-01-01T00:00:00.000Z'), pending(2, 'Bob', 'South', '2026-02-01T00:00:00.000Z')];
    expect(pagePendingInMemory(rows, query()).data.map((p) => p.FirstName)).toEqual(['Bob', 'Ann']);
    expect(pagePendingInMemory(rows, query({ search: 'ann doe' })).total).toBe(1);
    expect(pagePendingInMemory(rows, query({ filters: { SITE: ['North'] } })).facets.SITE).toEqual([
      { value: 'North', count: 1 },
      { value: 'South', count: 1 },
    ]);
  });
});
