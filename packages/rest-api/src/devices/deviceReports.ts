// Devices report in: registering a device (row + key) and recording what it reports (last run,
// status, component versions, error log). The HTTP route and the demo seed both call
// receiveDeviceReport, so seeded fleet data arrives exactly as a real device's would.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { Database, Queryable } from '../db/database';
import { forbidden, unauthenticated } from '../http/errors';
import { parseBody } from '../http/validate';
import { DEVICE_KEY_REFUSED, findDeviceByKey, issueDeviceKeyWithPrefix } from './deviceKeys';
import { deviceReportSchemaAt, type DeviceReport } from '@portal/domain/deviceReport';

/** Runs `fn` in a transaction when given a Database; a Queryable is taken to be inside one already. */
function inTransaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const maybe = db as Partial<Database>;
  return typeof maybe.transaction === 'function' ? maybe.transaction(fn) : fn(db);
}

export interface NewDevice {
  /** A fixed storage id (demo data); generated when absent. */
  id?: string;
  /** The serial shown to people. */
  DeviceID: string;
  siteId: string | null;
  location?: string | null;
  dateOfActivation?: Date | null;
  /** When the device was registered (default: now). */
  registeredAt?: Date;
}

export interface RegisteredDevice {
  DeviceStorageID: string;
  /** The device's API key, returned this once. */
  key: string;
  /** The key's first characters, kept to recognise it. */
  keyPrefix: string;
}

/**
 * Registers a device and issues its key. What it runs and reports (status, versions, errors)
 * arrives later through receiveDeviceReport. Null when the serial is registered already.
 */
export async function registerDevice(q: Queryable, device: NewDevice): Promise<RegisteredDevice | null> {
  return inTransaction(q, async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `insert into devices (id, device_id, site_id, location, date_of_activation, created_at)
       values (coalesce($1, gen_random_uuid()), $2, $3, $4, $5, coalesce($6, now()))
       on conflict (device_id) do nothing returning id`,
      [
        device.id ?? null,
        device.DeviceID,
        device.siteId,
        device.location ?? null,
        device.dateOfActivation ?? null,
        device.registeredAt ?? null,
      ],
    );
    const id = inserted.rows[0]?.id;
    if (!id) return null;
    const issued = await issueDeviceKeyWithPrefix(tx, id);
    return issued ? { DeviceStorageID: id, ...issued } : null;
  });
}

export interface DeviceReportOutcome {
  DeviceStorageID: string;
  DeviceID: string;
  /** False when the report is older than the last run already stored (a late retry): its errors still count. */
  statusRecorded: boolean;
  /** Error entries stored; exact repeats (same date and text) are not stored twice. */
  errorsAdded: number;
}

/**
 * Records a device's report, authenticated by its key, in one transaction: 401 for a missing or
 * unknown key, 400 for a bad body, 403 when the body names another device; nothing is stored then.
 */
export async function receiveDeviceReport(
  db: Queryable,
  key: string | null,
  body: unknown,
  now: () => Date = () => new Date(),
  /** Runs in the report's transaction once it is stored (the audit trail's event). */
  onStored?: (tx: Queryable, outcome: DeviceReportOutcome) => Promise<void>,
): Promise<DeviceReportOutcome> {
  return inTransaction(db, async (tx) => {
    const device = await findDeviceByKey(tx, key, { lock: true });
    if (!device) throw unauthenticated(DEVICE_KEY_REFUSED);
    const report = parseBody(deviceReportSchemaAt(now), body);
    if (report.DeviceID !== undefined && report.DeviceID !== device.DeviceID) throw forbidden(ERROR_MESSAGES.permissionDenied);
    const receivedAt = now();
    const statusRecorded = await recordStatus(tx, device.DeviceStorageID, report);
    await recordInTimeline(tx, device.DeviceStorageID, report, receivedAt);
    const errorsAdded = await appendErrors(tx, device.DeviceStorageID, report.Errors);
    const outcome = { DeviceStorageID: device.DeviceStorageID, DeviceID: device.DeviceID, statusRecorded, errorsAdded };
    await onStored?.(tx, outcome);
    return outcome;
  });
}

// A report older than the stored last run does not overwrite newer state (retries arrive late).
async function recordStatus(tx: Queryable, deviceStorageId: string, report: DeviceReport): Promise<boolean> {
  const updated = await tx.query(
    `update devices set last_run = $2::timestamptz, system_status = $3, es_version = $4, windows_version = $5, et_firmware_version = $6,
       emitter_firmware_version = $7, tv_version = $8,
       teamviewer_id = case when $9::boolean then $10 else teamviewer_id end,
       location = case when $11::boolean then $12 else location end
     where id = $1 and (last_run is null or last_run <= $2::timestamptz)`,
    [
      deviceStorageId,
      report.LastRun,
      report.SystemStatus,
      report.ESVersion,
      report.WindowsVersion,
      report.ETFirmwareVersion,
      report.EmitterFirmwareVersion,
      report.TVVersion,
      report.TeamViewerID !== undefined,
      report.TeamViewerID ?? null,
      report.Location !== undefined,
      report.Location ?? null,
    ],
  );
  return updated.rowCount > 0;
}

// Every report goes into the health timeline (migration 019), late retries included, and the device
// counts as seen at its arrival (server time: a device clock cannot make a silent device look alive).
async function recordInTimeline(tx: Queryable, deviceStorageId: string, report: DeviceReport, receivedAt: Date): Promise<void> {
  await tx.query(
    `insert into device_reports (device_id, received_at, last_run, system_status, es_version, windows_version, et_firmware_version,
                                 emitter_firmware_version, tv_version, errors, error_count)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)`,
    [
      deviceStorageId,
      receivedAt,
      report.LastRun,
      report.SystemStatus,
      report.ESVersion,
      report.WindowsVersion,
      report.ETFirmwareVersion,
      report.EmitterFirmwareVersion,
      report.TVVersion,
      JSON.stringify(report.Errors),
      report.Errors.length,
    ],
  );
  await tx.query('update devices set last_seen_at = greatest(last_seen_at, $2::timestamptz) where id = $1', [deviceStorageId, receivedAt]);
}

// The device row is locked (findDeviceByKey), so the not-exists check cannot race another report.
async function appendErrors(tx: Queryable, deviceStorageId: string, errors: DeviceReport['Errors']): Promise<number> {
  if (errors.length === 0) return 0;
  const inserted = await tx.query(
    `insert into device_errors (device_id, error_date, error)
     select distinct $1::uuid, e.error_date, e.error
       from jsonb_to_recordset($2::jsonb) as e(error_date timestamptz, error text)
      where not exists (select 1 from device_errors x
                         where x.device_id = $1::uuid and x.error_date = e.error_date and x.error = e.error)`,
    [deviceStorageId, JSON.stringify(errors.map((e) => ({ error_date: e.ErrorDate, error: e.Error })))],
  );
  return inserted.rowCount;
}
