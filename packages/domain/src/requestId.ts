// Which request id the REST service logs under: the BFF's (x-request-id, FORWARDED_HEADERS), so
// one operation can be followed through both services' logs, when the BFF could have sent it.

/** A UUID or a similar token: nothing a log line or the audit trail could be fooled by. */
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The forwarded request id to adopt, or null to make one: only from the BFF (`fromBff`: the rule
 * of every forwarded header, so the audit trail's request ids stay the BFF's or the service's
 * own), and only when sane (at most 64 letters, digits and dashes).
 */
export function forwardedRequestId(value: unknown, fromBff: boolean): string | null {
  if (typeof value !== 'string' || !REQUEST_ID.test(value)) return null;
  return fromBff ? value : null;
}
