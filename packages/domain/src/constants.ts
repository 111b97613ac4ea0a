// Business constants and limits of §9.

export const CLIENT_VERSION = '01.02.25';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * Idle sign-out, in the browser and for server sessions (§9: 40 minutes, ten more than NIST
 * SP 800-63B's 30 for AAL2; README "Sessions and sign-in limits" says why). The REST service reads
 * SESSION_IDLE_MINUTES, this is its default.
 */
export const IDLE_TIMEOUT_MINUTES = 40;
export const IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MINUTES * 60 * 1000;
/** However active, a session ends this long after its sign-in (SESSION_MAX_HOURS' default). */
export const SESSION_MAX_HOURS = 12;
/**
 * A session's idle clock restarts at most once a minute: one write per minute of activity instead
 * of one per request (every GET would otherwise commit). A session may so end up to this much
 * before IDLE_TIMEOUT_MINUTES of inactivity, never after.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** Second-factor codes: 6 digits, single use, valid 10 minutes. */
export const TWO_FA_CODE_LENGTH = 6;
export const TWO_FA_CODE_TTL_MINUTES = 10;
/** A password-reset or invitation link stays valid this long. */
export const PASSWORD_LINK_TTL_MINUTES = 60 * 24;
/** Wrong passwords for one username from one address (see SIGN_IN_LIMITS) before that pair pauses. */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
export const SIGN_IN_PAUSE_MINUTES = 15;
/** Wrong second-factor codes allowed for one code before the pending sign-in must start again. */
export const TWO_FA_MAX_ATTEMPTS = 5;

/** One throttle: at most `points` attempts in `windowMinutes`; reaching it refuses for `pauseMinutes` from then. */
export interface AttemptLimit {
  points: number;
  windowMinutes: number;
  pauseMinutes: number;
}

/**
 * The sign-in throttles (README "Sessions and sign-in limits"). The REST service
 * counts them in its database, each attempt counted before it is evaluated, so concurrent attempts
 * cannot pass a limit. An address is the client's as the BFF saw it (IPv6: its /64).
 */
export const SIGN_IN_LIMITS = {
  /** Wrong passwords for one username from one address. A correct password clears it. */
  accountAddress: { points: SIGN_IN_MAX_FAILURES, windowMinutes: SIGN_IN_FAILURE_WINDOW_MINUTES, pauseMinutes: SIGN_IN_PAUSE_MINUTES },
  /**
   * Wrong passwords from one address, any usernames (credential stuffing). Usernames that signed in
   * from that address within KNOWN_ADDRESS_DAYS are not held back by it.
   */
  address: { points: 50, windowMinutes: 15, pauseMinutes: 15 },
  /**
   * Wrong passwords for one username from every address together (NIST SP 800-63B: at most 100).
   * Addresses the account signed in from within KNOWN_ADDRESS_DAYS are not held back by it; a new
   * password clears it.
   */
  account: { points: 100, windowMinutes: 24 * 60, pauseMinutes: 60 },
  /** Wrong second-factor codes for one account, across codes and sign-ins; reaching it pauses the second step and e-mails the user. */
  codeFailures: { points: 10, windowMinutes: 60, pauseMinutes: 60 },
  /** Second-factor code e-mails for one account. */
  codeEmails: { points: 5, windowMinutes: 60, pauseMinutes: 60 },
} as const satisfies Record<string, AttemptLimit>;

/** How long a completed sign-in makes its address known to the account (see SIGN_IN_LIMITS). */
export const KNOWN_ADDRESS_DAYS = 30;

export const TABLE_PAGE_SIZE = 14;
export const VISIT_HISTORY_PAGE_SIZE = 4;
export const RESULT_TABLE_PAGE_SIZE = 3;
export const CHART_CATEGORIES_PER_VIEW = 3;
export const DEVICE_ERROR_ROWS = 25;

export const SIDE_PANEL_WIDTH_PX = 600;
export const DEVICE_PANEL_WIDTH_PX = 800;
export const POPOVER_DELAY_MS = 250;

export const TEXT_LIMITS = {
  name: 20,
  license: 20,
  versionNumber: 20,
  ecpEmail: 50,
  siteField: 50,
  address: 50,
  versionUrl: 100,
  notes: 500,
} as const;

/** Dropdown search input is trimmed to this many characters (§5). */
export const DROPDOWN_SEARCH_MAX = 20;

export const MISSED_VISITS_THRESHOLD_PERCENT = 30;
export const ADULT_AGE = 18;

export const VISIT_PERIODS = ['all', 'day', 'week', 'month', 'year'] as const;
export type VisitPeriod = (typeof VISIT_PERIODS)[number];

export const GRAPH_BUCKETS = 31;

export const STEREO = {
  offset: 0.5,
  disparityCap: 800,
  plottedAboveCap: 1000,
  noStereo: 1000.5,
  noResult: 1001.5,
  defaultYMax: 60,
  yTicks: 4,
} as const;

/** Local storage keys (§3). */
export const STORAGE_KEYS = {
  language: 'language',
  searchPatients: 'searchPatients',
  searchPatientsArchive: 'searchPatientsArchive',
  timeToggle: 'time_toggle',
  // The patient tables' column filters (checkboxes and date conditions), restored on return like the search.
  patientsColumnFilters: 'patientsColumnFilters',
  archiveColumnFilters: 'archiveColumnFilters',
} as const;

/** Page size bounds for GraphQL connections. */
export const CONNECTION_MAX_FIRST = 100;
