// The body a device sends with POST /api/v1/devices/report (rest-api CONTRACT.md "Device reports").
import { z } from 'zod';
import { optionalText, requiredText } from './fields';
import { VERSION_NUMBER_PATTERN } from './forms';
import { TEXT_LIMITS } from './constants';

export const DEVICE_REPORT_LIMITS = {
  systemStatus: 50,
  error: 500,
  /** Error entries per report: a device with a longer backlog sends several reports. */
  errorsPerReport: 100,
  location: 50,
  teamViewerId: 50,
  deviceId: 50,
} as const;

/** Device clocks reset to zero report 1970; anything before cannot be a real run. */
const EARLIEST_YEAR = 1970;
/**
 * How far ahead of the server a device clock may run. A later time is refused: stored, a run
 * dated 9999-12-31 would hide every later report (older reports never overwrite newer state).
 */
export const DEVICE_CLOCK_SKEW_MS = 24 * 3_600_000;

const isoDateTime = z.iso.datetime({ offset: true });

/** An ISO 8601 date-time with a zone (Z or ±hh:mm), from 1970 to a day ahead of `now`. */
const reportedDateTime = (now: () => Date) =>
  z
    .string({ error: 'fill_required' })
    .min(1, { error: 'fill_required', abort: true })
    .refine((value) => isoDateTime.safeParse(value).success, { error: 'report_time_inv', abort: true })
    .refine((value) => {
      const time = new Date(value);
      return time.getUTCFullYear() >= EARLIEST_YEAR && time.getTime() <= now().getTime() + DEVICE_CLOCK_SKEW_MS;
    }, 'report_time_inv');

// Blank means "not installed" (null); a missing key is a fault of the device, not a blank.
const blankToNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A component version as installed: dotted numbers (1.10.0), or null when the component is absent. */
const componentVersion = z.preprocess(
  blankToNull,
  z.string({ error: 'fill_required' }).max(TEXT_LIMITS.versionNumber, 'max_20').regex(VERSION_NUMBER_PATTERN, 'version_no_inv').nullable(),
);

export const deviceErrorEntrySchemaAt = (now: () => Date = () => new Date()) =>
  z.object({
    ErrorDate: reportedDateTime(now),
    Error: requiredText('fill_required', DEVICE_REPORT_LIMITS.error),
  });
export type DeviceErrorEntryReport = z.infer<ReturnType<typeof deviceErrorEntrySchemaAt>>;

/** The report as of `now` (the server's clock): times later than a day ahead are refused. */
export const deviceReportSchemaAt = (now: () => Date = () => new Date()) =>
  z.object({
    /** Optional cross-check: when sent it must be the serial the key belongs to (a misconfigured device is refused). */
    DeviceID: requiredText('fill_required', DEVICE_REPORT_LIMITS.deviceId).optional(),
    LastRun: reportedDateTime(now),
    SystemStatus: requiredText('fill_required', DEVICE_REPORT_LIMITS.systemStatus),
    ESVersion: componentVersion,
    WindowsVersion: componentVersion,
    ETFirmwareVersion: componentVersion,
    EmitterFirmwareVersion: componentVersion,
    TVVersion: componentVersion,
    /** Left as stored when absent; null clears it. */
    TeamViewerID: optionalText(DEVICE_REPORT_LIMITS.teamViewerId).optional(),
    Location: optionalText(DEVICE_REPORT_LIMITS.location).optional(),
    Errors: z
      .array(deviceErrorEntrySchemaAt(now), { error: 'fill_required' })
      .max(DEVICE_REPORT_LIMITS.errorsPerReport, 'fill_required')
      .optional()
      .default([]),
  });
export type DeviceReport = z.infer<ReturnType<typeof deviceReportSchemaAt>>;

/** The report as of the system clock. */
export const deviceReportSchema = deviceReportSchemaAt();
