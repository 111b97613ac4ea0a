import { describe, expect, it } from 'vitest';
import {
  deviceComponents,
  deviceHasError,
  deviceNeedsUpdate,
  fleetCounters,
  knownSystemStatus,
  matchesStatus,
  type LatestVersions,
} from './deviceStatus';
import { DEVICE_OFFLINE_DAYS, isDeviceOffline } from './deviceProvisioning';

const latest: LatestVersions = { WIN: '10.0.19045', ESAPP: '1.10.0', ET: '2.0.1', EMITTER: '3.1', TV: null };
const current = {
  WindowsVersion: '10.0.19045',
  ESVersion: '1.10.0',
  ETFirmwareVersion: '2.0.1',
  EmitterFirmwareVersion: '3.1.0',
  TVVersion: '15.49.2',
  SystemStatus: 'OK',
};

describe('device needs update (§4)', () => {
  it('compares part by part numerically: 1.9 is older than 1.10, 1.10 is not older than 1.9', () => {
    expect(deviceNeedsUpdate({ ...current, ESVersion: '1.9.3' }, latest)).toBe(true);
    expect(deviceNeedsUpdate({ ...current, ESVersion: '1.10.0' }, { ...latest, ESAPP: '1.9.3' })).toBe(false);
  });

  it('treats 2 as older than 2.0.1 and 3.1.0 as equal to 3.1', () => {
    expect(deviceNeedsUpdate({ ...current, ETFirmwareVersion: '2' }, latest)).toBe(true);
    expect(deviceNeedsUpdate(current, latest)).toBe(false);
  });

  it('never flags a missing or non-numeric installed version, nor a type without versions', () => {
    expect(deviceNeedsUpdate({ ...current, ESVersion: null }, latest)).toBe(false);
    expect(deviceNeedsUpdate({ ...current, WindowsVersion: 'unknown' }, latest)).toBe(false);
    expect(deviceNeedsUpdate({ ...current, TVVersion: '1.0' }, latest)).toBe(false); // TV has no latest
  });

  it('gives each component its kind, versions and own flag, in table order', () => {
    const components = deviceComponents({ ...current, ETFirmwareVersion: '1.9', ESVersion: null }, latest);
    expect(components).toEqual([
      { kind: 'WINDOWS', versionType: 'WIN', installedVersion: '10.0.19045', latestVersion: '10.0.19045', needsUpdate: false },
      { kind: 'ES_APP', versionType: 'ESAPP', installedVersion: null, latestVersion: '1.10.0', needsUpdate: false },
      { kind: 'ET_FIRMWARE', versionType: 'ET', installedVersion: '1.9', latestVersion: '2.0.1', needsUpdate: true },
      { kind: 'EMITTER_FIRMWARE', versionType: 'EMITTER', installedVersion: '3.1.0', latestVersion: '3.1', needsUpdate: false },
      { kind: 'TEAM_VIEWER', versionType: 'TV', installedVersion: '15.49.2', latestVersion: null, needsUpdate: false },
    ]);
  });
});

describe('device error (§4)', () => {
  it.each([
    ['OK', false],
    ['ok', false],
    [' Ok ', false],
    ['ERROR', true],
    ['Calibration needed', true],
    [null, false],
    ['', false],
  ])('status %j has error: %s', (status, expected) => {
    expect(deviceHasError(status)).toBe(expected);
  });
});

describe('status filter and counters', () => {
  const fleet = [
    current,
    { ...current, ESVersion: '1.9.3' },
    { ...current, SystemStatus: 'Error' },
    { ...current, ESVersion: '1.2', SystemStatus: 'fault' },
  ];
  it('counts total, needing update and with errors', () => {
    expect(fleetCounters(fleet, latest)).toEqual({ total: 4, needingUpdate: 2, withErrors: 2, offline: 0 });
  });
  it('counts devices silent for more than DEVICE_OFFLINE_DAYS, a never-seen one from its registration', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const followed = [
      { ...current, LastSeen: daysAgo(DEVICE_OFFLINE_DAYS + 1) },
      { ...current, LastSeen: daysAgo(DEVICE_OFFLINE_DAYS - 1), RegisteredAt: daysAgo(400) },
      { ...current, LastSeen: null, RegisteredAt: daysAgo(DEVICE_OFFLINE_DAYS + 2) },
      { ...current, LastSeen: null, RegisteredAt: daysAgo(1) },
    ];
    expect(fleetCounters(followed, latest, now).offline).toBe(2);
    expect(isDeviceOffline({}, now)).toBe(false);
  });
  it('filters by status', () => {
    expect(fleet.filter((d) => matchesStatus(d, latest, 'ALL'))).toHaveLength(4);
    expect(fleet.filter((d) => matchesStatus(d, latest, 'NEEDS_UPDATE'))).toEqual([fleet[1], fleet[3]]);
    expect(fleet.filter((d) => matchesStatus(d, latest, 'WITH_ERRORS'))).toEqual([fleet[2], fleet[3]]);
  });
});

describe('knownSystemStatus', () => {
  it('reads the statuses devices are known to report in any case, and nothing else', () => {
    expect(['OK', ' ok ', 'Error', 'error', 'WARNING', 'Warning'].map(knownSystemStatus)).toEqual([
      'OK',
      'OK',
      'ERROR',
      'ERROR',
      'WARNING',
      'WARNING',
    ]);
    expect(knownSystemStatus('Camera not found')).toBeNull();
    expect(knownSystemStatus(null)).toBeNull();
  });
});
