// What the BFF tells the REST service about the browser's request, on every call: the
// REST service trusts these from a caller on its own machine only, for the audit trail, the
// sign-in limits and the list of sessions.
export const FORWARDED_HEADERS = {
  /** The BFF's request id (a UUID), also in both services' logs. */
  requestId: 'x-request-id',
  /** The browser's address as the BFF resolved it (TRUST_PROXY). */
  clientAddress: 'x-portal-client-address',
  /** The browser's User-Agent. */
  clientAgent: 'x-portal-client-agent',
} as const;
