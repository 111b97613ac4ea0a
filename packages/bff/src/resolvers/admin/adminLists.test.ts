import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import type { BffContext } from '../../context';
import { HttpError, UpstreamContractError, UpstreamUnavailableError } from '../../rest/http';
import { listFailure, type DeviceModel } from './adminLists';
import { fleetTypeResolvers } from './fleetTypes';

const context = { log: pino({ enabled: false }) } as unknown as BffContext;
const asGraphQL = (error: unknown) => error as GraphQLError;

describe('list failures (§8)', () => {
  it('turns an unavailable REST service into the area title and message', () => {
    for (const failure of [new HttpError({ status: 500 }), new UpstreamUnavailableError('timeout', 'GET /x')]) {
      const error = asGraphQL(listFailure(failure, 'sites', context));
      expect(error.message).toBe('Could not get sites, Please try again later');
      expect(error.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', title: 'Sites' });
    }
    expect(asGraphQL(listFailure(new HttpError({ status: 503 }), 'devices', context)).extensions.title).toBe('Devices');
    expect(asGraphQL(listFailure(new HttpError({ status: 502 }), 'ecps', context)).message).toBe(
      'Could not get eye care providers, Please try again later',
    );
  });

  it('keeps session and permission errors as they are', () => {
    expect(asGraphQL(listFailure(new HttpError({ status: 401 }), 'admins', context)).extensions.code).toBe('UNAUTHENTICATED');
    expect(asGraphQL(listFailure(new HttpError({ status: 403 }), 'admins', context)).extensions.code).toBe('FORBIDDEN');
    const gone = asGraphQL(listFailure(new HttpError({ status: 404, messages: ['no such user'] }), 'versions', context));
    expect(gone.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NO_SUCH_USER' });
  });

  it('reports an answer outside the contract with the area texts, and passes bugs through', () => {
    const error = asGraphQL(listFailure(new UpstreamContractError('GET /x'), 'versions', context));
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', title: 'Versions' });
    const bug = new TypeError('boom');
    expect(listFailure(bug, 'sites', context)).toBe(bug);
  });
});

describe('Device resolvers on hand-made data', () => {
  const device = {
    __typename: 'Device',
    DeviceStorageID: 'd1',
    DeviceID: 'VB-9',
    SiteStorageID: null,
    SiteName: null,
    Location: null,
    DateOfActivation: null,
    LastRun: null,
    SystemStatus: 'Ok',
    ESVersion: '1.9',
    WindowsVersion: null,
    ETFirmwareVersion: '2',
    EmitterFirmwareVersion: '3.1.0',
    TVVersion: 'n/a',
    TeamViewerID: null,
    DeviceErrors: [
      { ErrorDate: new Date('2026-01-02T00:00:00Z'), Error: 'newest' },
      { ErrorDate: new Date('2026-01-01T00:00:00Z'), Error: 'older' },
    ],
    latest: { WIN: '10.0.19045', ESAPP: '1.10', ET: '2.0.1', EMITTER: '3.1', TV: '15.0' },
  } as DeviceModel;
  const r = fleetTypeResolvers.Device;

  it('computes needsUpdate per component and for the device, and hasError', () => {
    expect(r.needsUpdate(device)).toBe(true);
    expect(
      r
        .components(device)
        .filter((c) => c.needsUpdate)
        .map((c) => c.kind),
    ).toEqual(['ES_APP', 'ET_FIRMWARE']);
    expect(r.hasError(device)).toBe(false);
    expect(r.hasError({ ...device, SystemStatus: 'Err' })).toBe(true);
    expect(r.needsUpdate({ ...device, ESVersion: '1.10.0', ETFirmwareVersion: null })).toBe(false);
  });

  it('pages the errors newest first', () => {
    const page = r.errors(device, { first: 1 });
    expect(page.edges.map((e) => e.node)).toEqual([{ date: device.DeviceErrors[0].ErrorDate, message: 'newest' }]);
    expect(page.totalCount).toBe(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});
