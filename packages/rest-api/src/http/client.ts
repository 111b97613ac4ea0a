// Who is on the other end of a sign-in: the client's address and browser as the BFF saw them
// (it forwards both; trusted from a caller on this machine only, see audit/auditRequest.ts), or
// this request's own when someone calls the service directly.
import type { FastifyRequest } from 'fastify';
import { addressKey } from '@portal/domain/clientAddress';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { fromForwarder } from './forwarders';
import { header, requestFacts } from '../audit/auditRequest';

/** The browser's User-Agent header, forwarded by the BFF. */
export const CLIENT_AGENT_HEADER = FORWARDED_HEADERS.clientAgent;

export interface Client {
  /** The address as seen (shown in the list of sessions). */
  address: string;
  /** The key the throttles count it under (IPv6: its /64). */
  addressKey: string;
  /** The User-Agent, at most 256 characters, control characters removed; null when none. */
  userAgent: string | null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

export function clientOf(request: FastifyRequest): Client {
  const { address } = requestFacts(request);
  const forwarded = fromForwarder(request) ? header(request, CLIENT_AGENT_HEADER) : null;
  const agent = (forwarded ?? header(request, 'user-agent'))?.replace(CONTROL, '').trim().slice(0, 256) || null;
  return { address, addressKey: addressKey(address), userAgent: agent };
}
