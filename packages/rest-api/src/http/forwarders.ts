// Whose forwarded headers (the browser's address and User-Agent, the BFF's request id:
// FORWARDED_HEADERS) the REST service believes: a caller on this machine, as in a single-host
// set-up, and the addresses TRUST_FORWARDED_FROM lists, where the BFF runs elsewhere (another
// container, or a balancer between the BFFs and the REST instances). Anyone else's are ignored:
// a device or a stranger cannot choose the address the sign-in limits and the audit trail record.
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

export type ForwarderCheck = (peerAddress: string | null | undefined) => boolean;

/** TRUST_FORWARDED_FROM: comma-separated IP addresses or CIDR ranges; refused when one is not. */
export function parseTrustedForwarders(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch {
    throw new Error(`TRUST_FORWARDED_FROM must list IP addresses or CIDR ranges, separated by commas (got "${value}")`);
  }
  return entries;
}

export function forwarderCheck(addresses: readonly string[] = []): ForwarderCheck {
  const trusted = proxyAddr.compile(['loopback', ...addresses]);
  return (peerAddress) => !!peerAddress && trusted(peerAddress, 0);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a peer may forward the browser's facts (forwarders.ts). */
    fromForwarder: ForwarderCheck;
  }
}

/** Whether this request came from the BFF (or a balancer in front of the REST service). */
export const fromForwarder = (request: FastifyRequest) => request.server.fromForwarder(request.socket.remoteAddress);
