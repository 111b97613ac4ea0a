import { check } from './validation';
import { describe, expect, it } from 'vitest';
import { DEVICE_REPORT_LIMITS, deviceReportSchema, deviceReportSchemaAt } from './deviceReport';

const valid = {
  LastRun: '2026-03-14T10:30:00.123Z',
  SystemStatus: 'OK',
  ESVersion: '2.4.1',
  WindowsVersion: '10.0.19045',
  ETFirmwareVersion: '1.8.2',
  EmitterFirmwareVersion: '3.1.0',
  TVVersion: '15.49.2',
};
const problems = (body: unknown) => {
  const result = check(deviceReportSchema, body);
  return result.ok ? [] : result.problems;
};

describe('deviceReportSchema', () => {
  it('accepts a full report and leaves TeamViewerID, Location and DeviceID absent when not sent', () => {
    const result = check(deviceReportSchema, valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({ ...valid, Errors: [] });
    expect([result.value.TeamViewerID, result.value.Location, result.value.DeviceID]).toEqual([undefined, undefined, undefined]);
  });

  it('takes null or blank for a missing component, but the five versions must be sent', () => {
    const result = check(deviceReportSchema, { ...valid, TVVersion: null, ETFirmwareVersion: '  ' });
    expect(result.ok && [result.value.TVVersion, result.value.ETFirmwareVersion]).toEqual([null, null]);
    const { ESVersion: _left, ...withoutEs } = valid;
    expect(problems(withoutEs)).toEqual([{ field: 'ESVersion', key: 'fill_required' }]);
  });

  it('wants dotted numbers of at most 20 characters for versions', () => {
    expect(problems({ ...valid, ESVersion: '2.4.1-beta' })).toEqual([{ field: 'ESVersion', key: 'version_no_inv' }]);
    expect(problems({ ...valid, WindowsVersion: 'v10' })).toEqual([{ field: 'WindowsVersion', key: 'version_no_inv' }]);
    expect(problems({ ...valid, TVVersion: '1.'.repeat(10) + '1' })).toEqual([{ field: 'TVVersion', key: 'max_20' }]);
    expect(problems({ ...valid, EmitterFirmwareVersion: 3 })).toEqual([{ field: 'EmitterFirmwareVersion', key: 'fill_required' }]);
  });

  it('wants ISO date-times with a zone, not before 1970', () => {
    expect(problems({ ...valid, LastRun: '2026-03-14T12:30:00+02:00' })).toEqual([]);
    for (const LastRun of ['', null]) expect(problems({ ...valid, LastRun })).toEqual([{ field: 'LastRun', key: 'fill_required' }]);
    for (const LastRun of [
      '2026-03-14T10:30:00',
      '2026-02-30T10:30:00Z',
      '14/03/2026 10:30',
      '1969-12-31T23:59:59Z',
      '0000-01-01T00:00:00Z',
    ]) {
      expect(problems({ ...valid, LastRun })).toEqual([{ field: 'LastRun', key: 'report_time_inv' }]);
    }
  });

  it('refuses a run more than a day ahead of the server clock: 9999-12-31 would freeze the device status', () => {
    const at = (now: string) => (body: unknown) => {
      const result = check(
        deviceReportSchemaAt(() => new Date(now)),
        body,
      );
      return result.ok ? [] : result.problems;
    };
    const now = '2026-03-14T10:00:00Z';
    expect(at(now)({ ...valid, LastRun: '2026-03-15T09:59:00Z' })).toEqual([]);
    expect(at(now)({ ...valid, LastRun: '2026-03-15T10:01:00Z' })).toEqual([{ field: 'LastRun', key: 'report_time_inv' }]);
    expect(at(now)({ ...valid, LastRun: '9999-12-31T23:59:59Z' })).toEqual([{ field: 'LastRun', key: 'report_time_inv' }]);
    expect(at(now)({ ...valid, Errors: [{ ErrorDate: '9999-12-31T00:00:00Z', Error: 'x' }] })).toEqual([
      { field: 'Errors.0.ErrorDate', key: 'report_time_inv' },
    ]);
  });

  it('wants a status of at most 50 characters', () => {
    expect(problems({ ...valid, SystemStatus: ' ' })).toEqual([{ field: 'SystemStatus', key: 'fill_required' }]);
    expect(problems({ ...valid, SystemStatus: 'x'.repeat(DEVICE_REPORT_LIMITS.systemStatus + 1) })).toEqual([
      { field: 'SystemStatus', key: 'max_50' },
    ]);
  });

  it('checks each error entry and takes at most 100 per report', () => {
    const entry = { ErrorDate: '2026-03-14T09:00:00Z', Error: 'Eye tracker calibration failed' };
    expect(problems({ ...valid, Errors: [entry] })).toEqual([]);
    expect(problems({ ...valid, Errors: [entry, { ErrorDate: 'yesterday', Error: 'x'.repeat(501) }] })).toEqual([
      { field: 'Errors.1.ErrorDate', key: 'report_time_inv' },
      { field: 'Errors.1.Error', key: 'max_500' },
    ]);
    const many = Array.from({ length: DEVICE_REPORT_LIMITS.errorsPerReport }, () => entry);
    expect(problems({ ...valid, Errors: many })).toEqual([]);
    expect(problems({ ...valid, Errors: [...many, entry] })).toEqual([{ field: 'Errors', key: 'fill_required' }]);
    expect(problems({ ...valid, Errors: 'none' })).toEqual([{ field: 'Errors', key: 'fill_required' }]);
  });

  it('trims texts and turns a blank TeamViewerID or Location into null (cleared)', () => {
    const result = check(deviceReportSchema, { ...valid, SystemStatus: ' Error ', TeamViewerID: '', Location: ' Room 2 ' });
    expect(result.ok && [result.value.SystemStatus, result.value.TeamViewerID, result.value.Location]).toEqual(['Error', null, 'Room 2']);
  });
});
