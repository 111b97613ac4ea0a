// The key a client's address is counted under by the sign-in throttles (REST) and the public-form
// limits (BFF), and shown as in the list of a user's sessions.

/**
 * IPv4 as is; IPv6 by its /64 network, which one subscriber usually holds whole, so stepping
 * through its addresses does not reset a count. IPv4-mapped IPv6 reads as IPv4.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
