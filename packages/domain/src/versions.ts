// Software version numbers (§3 Version, §4 "device needs update"): dotted numbers ordered part by
// part, numerically, so 1.10.0 is newer than 1.9.3 even though it sorts first as text.

const PART_LIMITS = [9006, 999, 99_999, 9_999] as const;
const PART_WEIGHTS = [1e12, 1e9, 1e4, 1] as const;
/** What the §4 rule can order: one or more dot-separated runs of digits. */
const DOTTED_NUMBER = /^\d+(\.\d+)*$/;

/**
 * versions.version_no_int: a dotted version number as one integer that sorts like the §4 rule
 * (part by part, numerically; a missing part counts as 0, so 1.10 = 1.10.0 > 1.9.3).
 * Layout major·10^12 + minor·10^9 + patch·10^4 + build, which stays below 2^53 (exact in JS and in
 * an int8 read back as a number) and fits Windows builds such as 10.0.19045.4291.
 * Throws a RangeError beyond 4 parts or the limits 9006.999.99999.9999.
 */
export function versionNumberToInt(versionNo: string): number {
  const parts = versionNo.trim().split('.');
  if (parts.length > PART_LIMITS.length || parts.some((p) => !/^\d+$/.test(p))) {
    throw new RangeError(`Version number "${versionNo}" must be 1 to 4 dot-separated numbers`);
  }
  return parts.reduce((sum, part, i) => {
    const n = Number(part);
    if (n > PART_LIMITS[i]) throw new RangeError(`Version number "${versionNo}": part ${i + 1} exceeds ${PART_LIMITS[i]}`);
    return sum + n * PART_WEIGHTS[i];
  }, 0);
}

/** §4 comparison, part by part and numerically: negative when a is older than b. */
export function compareVersionNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const isDottedNumber = (v: string | null | undefined): v is string => typeof v === 'string' && DOTTED_NUMBER.test(v.trim());

/**
 * §4 "needs update": true when the installed component is behind the latest version.
 * A missing or non-numeric installed version (a device that has not reported yet, or reported
 * text such as "unknown") is not "older": the rule cannot place it, and flagging it would send
 * staff to update devices that may be current; the raw value stays visible in the device table.
 * Likewise nothing is older than a missing or non-numeric latest version.
 */
export function isOlderVersion(installed: string | null | undefined, latest: string | null | undefined): boolean {
  return isDottedNumber(installed) && isDottedNumber(latest) && compareVersionNumbers(installed, latest) < 0;
}

/**
 * The latest version number of each type (§4 "latest system version"), by the part-by-part rule.
 * Types without versions are absent. Non-numeric numbers cannot be ranked and are skipped; between
 * equal numbers (1.10 and 1.10.0) the first given wins. Numbers come back as given.
 */
export function latestVersions<T extends string>(versions: readonly { type: T; versionNo: string }[]): Partial<Record<T, string>> {
  const latest: Partial<Record<T, string>> = {};
  for (const { type, versionNo } of versions) {
    if (!isDottedNumber(versionNo)) continue;
    const current = latest[type];
    if (current === undefined || compareVersionNumbers(versionNo, current) > 0) latest[type] = versionNo;
  }
  return latest;
}
