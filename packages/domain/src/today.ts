// "Today" for the date rules of every form (not in the future, not in the past), in one place.
/** The calendar day (yyyy-mm-dd, UTC) of `now`. */
export const todayIso = (now: Date) => now.toISOString().slice(0, 10);

/**
 * "Today" for the date rules (not in the future, not in the past). The browser knows the reader's
 * own day; a server does not know the reader's time zone, so it accepts any day that is today
 * somewhere (UTC−12 to UTC+14): a visit dated today in Rome just after midnight is not refused as
 * 'in the future', nor a next visit today in New York at 8 pm as 'in the past'.
 */
export interface Today {
  /** The earliest calendar day that may be today (yyyy-mm-dd). */
  earliest: string;
  /** The latest calendar day that may be today (yyyy-mm-dd). */
  latest: string;
}

const HOUR_MS = 3_600_000;

/** Today anywhere on Earth at `now`: the servers' rule. */
export const todayAnywhere = (now: Date): Today => ({
  earliest: todayIso(new Date(now.getTime() - 12 * HOUR_MS)),
  latest: todayIso(new Date(now.getTime() + 14 * HOUR_MS)),
});

/** Exactly one known day (the browser's local day): the forms' rule. */
export const todayExactly = (day: string): Today => ({ earliest: day, latest: day });

/** The default clock of the schemas: the servers' rule at the system time. */
export const systemToday = () => todayAnywhere(new Date());
