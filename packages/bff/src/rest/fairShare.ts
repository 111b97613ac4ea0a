// A fair share of the REST service for every user. Each caller (a signed-in user, else a session,
// else an address) has a lane: at most `inFlight` of their calls reach REST at once and the next
// ones wait in their own queue (cockatiel's bulkhead), so one user's heavy operations wait on
// each other instead of filling REST for everyone; a queue that is full refuses further calls.
// And the breaker's view of slowness: a timeout says the service is unavailable only once
// several callers have met one lately; one caller's own load never stops the portal for others.
import { bulkhead, BulkheadRejectedError, type BulkheadPolicy } from 'cockatiel';

export interface FairShareOptions {
  /** A caller's calls in flight at once (as many as a browser's connections to one host). Default 6. */
  inFlight?: number;
  /** A caller's calls waiting beyond those (ten operations at the call budget); past it a call is refused. Default 500. */
  queue?: number;
}

export const FAIR_SHARE_DEFAULTS = { inFlight: 6, queue: 500 } as const;

/** A call refused because its caller already has `inFlight + queue` calls under way. */
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
  readonly activeCallers: number;
}

export function createFairShare(options: FairShareOptions = {}): FairShare {
  const inFlight = options.inFlight ?? FAIR_SHARE_DEFAULTS.inFlight;
  const queue = options.queue ?? FAIR_SHARE_DEFAULTS.queue;
  const lanes = new Map<string, BulkheadPolicy>();
  return {
    async run(caller, task) {
      let lane = lanes.get(caller);
      if (!lane) lanes.set(caller, (lane = bulkhead(inFlight, queue)));
      try {
        return await lane.execute(task);
      } catch (error) {
        if (error instanceof BulkheadRejectedError) throw new CallerBusyError(caller);
        throw error;
      } finally {
        // An idle lane is dropped: the map holds only callers with calls under way.
        if (lane.executionSlots === inFlight && lane.queueSlots === queue && lanes.get(caller) === lane) lanes.delete(caller);
      }
    },
    get activeCallers() {
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
