// "This machine only": which peer addresses and URL hosts are loopback. The demo mailbox answers
// loopback callers only, and production refuses a plain-http public address unless it is loopback.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isLoopbackIPv4(address: string): boolean {
  const match = IPV4.exec(address);
  return !!match && match.slice(1).every((octet) => Number(octet) <= 255) && match[1] === '127';
}

/**
 * Whether a peer address (as Node reports it) is this machine: 127.0.0.0/8, ::1, or an
 * IPv4-mapped loopback (::ffff:127.x.y.z). Anything else, and no address at all, is not.
 */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (isLoopbackIPv4(text)) return true;
  if (text === '::1' || text === '0:0:0:0:0:0:0:1') return true;
  const mapped = /^(?:::|0:0:0:0:0:)ffff:(.+)$/.exec(text);
  return !!mapped && isLoopbackIPv4(mapped[1]);
}

/** Whether a URL's host names this machine: localhost (or a *.localhost name), 127.x.y.z or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

/**
 * The problem with a portal address (PUBLIC_URL) outside demo mode, or null: plain http:// to
 * another machine sends sessions and e-mailed links unencrypted, unless the operator said so on
 * purpose (COOKIE_SECURE=false). One rule for both services.
 */
export function plainHttpPublicUrlProblem(publicUrl: string | null | undefined, plainHttpOnPurpose: boolean): string | null {
  // The host between http:// and the port, path or end ([::1] keeps its brackets for isLoopbackHost).
  const host = /^http:\/\/(?:[^@/]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(publicUrl ?? '')?.[1];
  if (host === undefined || plainHttpOnPurpose || isLoopbackHost(host)) return null;
  return (
    `PUBLIC_URL ${publicUrl} is plain http:// on another machine: sessions and e-mailed links would travel unencrypted. ` +
    'Use its https:// address (TLS may end at the balancer), or set COOKIE_SECURE=false to run without TLS on purpose.'
  );
}
