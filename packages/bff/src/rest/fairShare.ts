// A fair share of the REST service for every user. Each caller (a signed-in user, else a session,
// else an address) has a lane: a few of their calls reach REST at once and the next ones wait in
// their own queue, so one user's heavy operations wait on each other instead of filling REST for
// everyone; a queue that is full refuses further calls. A caller alone gets a browser's worth of
// calls at once; while others are active too, each gets fewer, so a newcomer's call never waits
// behind more than a couple of another user's at REST (on PGlite REST answers one call at a time).
// And the breaker's view of slowness: a timeout says the service is unavailable only once several
// callers have met one lately; one caller's own load never stops the portal for others.

export interface FairShareOptions {
  /** A caller's calls in flight at once while no one else is active (a browser's connections to one host). Default 6. */
  inFlight?: number;
  /** A caller's calls in flight at once while other callers are active too (REST_CALLS_PER_USER). Default 2: a page's calls side by side. */
  sharedInFlight?: number;
  /**
   * The same for a caller whose calls already wait in their queue (a flood, not a page). Default 1:
   * measured on PostgreSQL, another user's p95 then stays within 3 times its own while one doctor
   * floods the service; 2 gave 3.4-4.1 times.
   */
  backloggedInFlight?: number;
  /** A caller's calls waiting beyond those (ten operations at the call budget); past it a call is refused. Default 500. */
  queue?: number;
  /** How long after their last call a caller still counts as active (a user between two clicks is not). Default 1 s. */
  activeForMs?: number;
  now?: () => number;
}

export const FAIR_SHARE_DEFAULTS = { inFlight: 6, sharedInFlight: 2, backloggedInFlight: 1, queue: 500, activeForMs: 1_000 } as const;

/** A call refused because its caller already has a full lane. */
export class CallerBusyError extends Error {
  constructor(readonly caller: string) {
    super('too many REST calls under way for one caller');
    this.name = 'CallerBusyError';
  }
}

export interface FairShare {
  /** Runs `task` in `caller`'s lane: at once when one of their slots is free, else after their earlier calls. */
  run<T>(caller: string, task: () => Promise<T>): Promise<T>;
  /** Callers with calls in flight or waiting (metrics, tests). */
  readonly busyCallers: number;
}

interface Lane {
  running: number;
  waiting: (() => void)[];
}

export function createFairShare(options: FairShareOptions = {}): FairShare {
  const alone = options.inFlight ?? FAIR_SHARE_DEFAULTS.inFlight;
  const shared = Math.min(options.sharedInFlight ?? FAIR_SHARE_DEFAULTS.sharedInFlight, alone);
  const backlogged = Math.min(options.backloggedInFlight ?? FAIR_SHARE_DEFAULTS.backloggedInFlight, shared);
  const queue = options.queue ?? FAIR_SHARE_DEFAULTS.queue;
  const activeForMs = options.activeForMs ?? FAIR_SHARE_DEFAULTS.activeForMs;
  const now = options.now ?? Date.now;
  const lanes = new Map<string, Lane>();
  // When each caller last called, oldest first (re-inserted on every call): who is active now.
  const lastCall = new Map<string, number>();
  const activeCallers = () => {
    const cutoff = now() - activeForMs;
    for (const [caller, at] of lastCall) {
      if (at >= cutoff) break;
      lastCall.delete(caller);
    }
    return lastCall.size;
  };
  // Alone: a browser's worth. With others: a page's calls side by side, but a caller whose calls
  // queue up (a flood) one at a time, so everyone else's pages keep their pace.
  const limit = (lane: Lane) => (activeCallers() <= 1 ? alone : lane.waiting.length > 0 ? backlogged : shared);
  const release = (caller: string, lane: Lane) => {
    lane.running -= 1;
    while (lane.waiting.length > 0 && lane.running < limit(lane)) {
      lane.running += 1;
      lane.waiting.shift()!();
    }
    if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(caller);
  };
  return {
    async run(caller, task) {
      lastCall.delete(caller);
      lastCall.set(caller, now());
      let lane = lanes.get(caller);
      if (!lane) lanes.set(caller, (lane = { running: 0, waiting: [] }));
      if (lane.waiting.length === 0 && lane.running < limit(lane)) lane.running += 1;
      else if (lane.waiting.length >= queue) throw new CallerBusyError(caller);
      // The slot is taken for this call by the release that wakes it.
      else await new Promise<void>((resolve) => lane.waiting.push(resolve));
      try {
        return await task();
      } finally {
        release(caller, lane);
      }
    },
    get busyCallers() {
      return lanes.size;
    },
  };
}

/**
 * Remembers which callers used REST and which met a timeout lately. `spread(caller)` records a
 * timeout and says whether it is the service's rather than one caller's: at least `minCallers`
 * different callers met one within `windowMs`, or every caller active then did (a service that hangs
 * for its only user is unavailable too). A heavy user's own timeouts, while others are answered,
 * never count.
 */
export function timeoutSpread(options: { minCallers?: number; windowMs?: number; now?: () => number } = {}) {
  const minCallers = options.minCallers ?? 3;
  const windowMs = options.windowMs ?? 30_000;
  const now = options.now ?? Date.now;
  const lastCall = new Map<string, number>();
  const lastTimeout = new Map<string, number>();
  const prune = (map: Map<string, number>, at: number) => {
    for (const [key, time] of map) if (at - time > windowMs) map.delete(key);
  };
  return {
    /** A call by `caller` is starting. */
    called(caller: string): void {
      const at = now();
      // Re-inserted so the map stays in time order (oldest first) for pruning.
      lastCall.delete(caller);
      lastCall.set(caller, at);
      if (lastCall.size > 10_000) prune(lastCall, at);
    },
    spread(caller: string): boolean {
      const at = now();
      lastTimeout.set(caller, at);
      prune(lastTimeout, at);
      prune(lastCall, at);
      return lastTimeout.size >= Math.min(minCallers, Math.max(lastCall.size, 1));
    },
  };
}
