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

/** An ISO 8601 date-time with a zone (Z or ±hh:mm); a local time would be ambiguous. */
const reportedDateTime = z
  .iso.datetime({ offset: true, error: 'fill_required' })
  .pipe(z.string().refine((value) => new Date(value).getUTCFullYear() >= EARLIEST_YEAR, 'fill_required'));

// Blank means "not installed" (null); a missing key is a fault of the device, not a blank.
const blankToNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A component version as installed: dotted numbers (1.10.0), or null when the component is absent. */
const componentVersion = z.preprocess(
  blankToNull,
  z
    .string({ error: 'fill_required' })
    .max(TEXT_LIMITS.versionNumber, 'max_20')
    .regex(VERSION_NUMBER_PATTERN, 'version_no_inv')
    .nullable(),
);

export const deviceErrorEntrySchema = z.object({
  ErrorDate: reportedDateTime,
  Error: requiredText('fill_required', DEVICE_REPORT_LIMITS.error),
});
export type DeviceErrorEntryReport = z.infer<typeof deviceErrorEntrySchema>;

export const deviceReportSchema = z.object({
  /** Optional cross-check: when sent it must be the serial the key belongs to (a misconfigured device is refused). */
  DeviceID: requiredText('fill_required', DEVICE_REPORT_LIMITS.deviceId).optional(),
  LastRun: reportedDateTime,
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
    .array(deviceErrorEntrySchema, { error: 'fill_required' })
    .max(DEVICE_REPORT_LIMITS.errorsPerReport, 'fill_required')
    .optional()
    .default([]),
});
export type DeviceReport = z.infer<typeof deviceReportSchema>;
