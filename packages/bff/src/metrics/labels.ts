// Label values the BFF's metrics may carry. Each distinct value is a time series the scraper keeps
// for good, so values come from bounded sets: the web app's operation names, REST route patterns
// with the ids taken out, and past a cap one overflow value. Never a query text or a concrete URL.
import { REST_BASE_PATH } from '../rest/http';

/** Passes the first `limit` distinct values through and answers `overflow` for any other. */
export function boundedLabels(limit: number, overflow: string): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= limit) return overflow;
    seen.add(value);
    return value;
  };
}

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/;

/**
 * An operation's label: its name when the web app's persisted documents have it; another
 * integrator's name while fewer than `extraLimit` have been seen, else 'other'; 'anonymous' for
 * an operation without a name (or a request that never got as far as naming one).
 */
export function operationLabeler(known: ReadonlySet<string>, extraLimit = 50): (name: string | null | undefined) => string {
  const extras = boundedLabels(extraLimit, 'other');
  return (name) => {
    if (!name) return 'anonymous';
    if (known.has(name)) return name;
    return GRAPHQL_NAME.test(name) ? extras(name) : 'other';
  };
}

/** A path segment that names a resource rather than one of its instances: a word, or a `{placeholder}`. */
const WORD = /^[A-Za-z][A-Za-z-]{0,39}$/;
const PLACEHOLDER = /^\{([A-Za-z]+)\}$/;

/**
 * The REST route a call went to, as the REST service names its routes: `/users/{uid}/sessions`
 * (a call's label) → `/api/v1/webapp/users/:uid/sessions`; a concrete id, token or file name
 * (anything with a digit, a dot, a percent sign...) → `:id`. The query string is dropped.
 */
export function upstreamRoute(path: string, root: boolean): string {
  const segments = path
    .split('?')[0]
    .split('/')
    .map((segment) => {
      if (segment === '' || WORD.test(segment)) return segment;
      const placeholder = PLACEHOLDER.exec(segment);
      return placeholder ? `:${placeholder[1]}` : ':id';
    });
  return `${root ? '' : REST_BASE_PATH}${segments.join('/')}`;
}
