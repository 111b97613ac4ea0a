// TRUST_PROXY as the BFF reads it: never the client's own X-Forwarded-For entries unless a list
// of proxies says so.
import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './main';

describe('trustProxyFromEnv', () => {
  it('trusts no proxy when unset, empty, 0 or off', () => {
    for (const value of [undefined, '', '0', 'false', 'off', 'no']) expect(trustProxyFromEnv(value)).toBe(false);
  });

  it('reads 1, true, yes and on as the one proxy in front, and a number as that many hops', () => {
    for (const value of ['1', 'true', 'yes', 'on', ' TRUE ']) expect(trustProxyFromEnv(value)).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
  });

  it('passes a list of proxy addresses through', () => {
    expect(trustProxyFromEnv('10.0.0.0/8, 192.168.1.4')).toBe('10.0.0.0/8, 192.168.1.4');
  });
});
