// What the first bundle knows of route query references, without Relay itself (the
// signed-out screens load no Relay): which references a rendered route still holds, what was
// fetched ahead, whether the first screen has painted. Relay's own half is routing/routeQuery.tsx,
// loaded with the first route that has a query.
import { useEffect } from 'react';
import { useMatches, useNavigation } from 'react-router';
import type { PreloadedQuery } from 'react-relay';
import type { IEnvironment, OperationType } from 'relay-runtime';

/** The references route loaders made, each with its place in the order they were made. */
const live = new Map<{ dispose: () => void }, number>();
let made = 0;

/** A reference a route loader made: disposed once no rendered route holds it. */
export function holdUntilUnshown(ref: { dispose: () => void }): void {
  live.set(ref, (made += 1));
}

/** How long a page's answer fetched ahead (a link pointed at) stands for the server's view. */
export const FETCHED_AHEAD_FRESH_MS = 10_000;

/** Answers fetched ahead, per environment (a sign-out replaces it, and with it these). */
const fetchedAhead = new WeakMap<IEnvironment, Map<string, number>>();

/** An operation with its variables, as fetched-ahead answers are known by. */
export const operationKey = (idOrName: string, variables: unknown) => `${idOrName}:${JSON.stringify(variables)}`;

/** Notes when the server answered a route query fetched ahead of a visit (routing/preload.ts). */
export function noteFetchedAhead(ref: PreloadedQuery<OperationType>): void {
  ref.source?.subscribe({
    complete: () => {
      const answers = fetchedAhead.get(ref.environment) ?? new Map<string, number>();
      answers.set(operationKey(ref.id ?? ref.name, ref.variables), Date.now());
      fetchedAhead.set(ref.environment, answers);
    },
  });
}

/** Whether the server answered this very operation (`operationKey`) moments ago, fetched ahead; the answer is used once. */
export function answeredJustNow(environment: IEnvironment, key: string): boolean {
  const answers = fetchedAhead.get(environment);
  const answeredAt = answers?.get(key);
  answers?.delete(key);
  return answeredAt !== undefined && Date.now() - answeredAt <= FETCHED_AHEAD_FRESH_MS;
}

/** Whether a loader's data is a query reference (route loaders return one, or a redirect). */
export const isQueryReference = (value: unknown): value is PreloadedQuery<OperationType> =>
  typeof value === 'object' && value !== null && 'environment' in value && 'variables' in value;

// Whether the app has painted its first screen (set by the janitor's first effect, after the
// first commit of the routes).
let firstScreenPainted = false;

/** The first screen has painted: loaders wrapped by answeredOnFirstLoad stop waiting. */
export const markFirstScreenPainted = () => {
  firstScreenPainted = true;
};
export const hasFirstScreenPainted = () => firstScreenPainted;

/** Resolves when the reference's network request has answered (or failed), or after `ms`; at once when none was made. */
export function answerOf(ref: PreloadedQuery<OperationType>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!ref.source) return done();
    ref.source.subscribe({ complete: done, error: done });
  });
}

/**
 * Disposes the query references no rendered route holds, except those of a navigation still on
 * its way: a reference made after the newest one shown belongs to it. Disposing that one (two
 * quick clicks: the first's screen commits while the second's query is in flight) left the
 * second screen waiting for ever on a cancelled query, the first one showing.
 */
export function QueryReferenceJanitor() {
  const matches = useMatches();
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  useEffect(() => {
    markFirstScreenPainted();
    const shown = new Set(matches.map((m) => m.loaderData));
    let newestShown = 0;
    for (const [ref, order] of live) if (shown.has(ref)) newestShown = Math.max(newestShown, order);
    for (const [ref, order] of live) {
      // A screen without a query shows none: then only a router at rest says none is on its way.
      const stale = newestShown > 0 ? order < newestShown : idle;
      if (!shown.has(ref) && stale) {
        ref.dispose();
        live.delete(ref);
      }
    }
  }, [matches, idle]);
  return null;
}
