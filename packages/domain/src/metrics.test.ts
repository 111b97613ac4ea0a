import { describe, expect, it } from 'vitest';
import { mayReadMetrics, metricsTokenProblem, sameSecret, statusClass } from './metrics';

const TOKEN = 'scrape-token-0123456789';

describe('who may read /metrics', () => {
  it.each([
    { name: 'token set, right bearer, another machine', token: TOKEN, auth: `Bearer ${TOKEN}`, peer: '203.0.113.9', allowed: true },
    { name: 'token set, scheme in any case', token: TOKEN, auth: `bearer ${TOKEN}`, peer: '203.0.113.9', allowed: true },
    { name: 'token set, wrong bearer', token: TOKEN, auth: `Bearer ${TOKEN.slice(0, -1)}X`, peer: '203.0.113.9', allowed: false },
    { name: 'token set, a prefix of it', token: TOKEN, auth: `Bearer ${TOKEN.slice(0, -1)}`, peer: '203.0.113.9', allowed: false },
    { name: 'token set, longer than it', token: TOKEN, auth: `Bearer ${TOKEN}0`, peer: '203.0.113.9', allowed: false },
    { name: 'token set, another scheme', token: TOKEN, auth: `Basic ${TOKEN}`, peer: '203.0.113.9', allowed: false },
    { name: 'token set, none sent, loopback', token: TOKEN, auth: undefined, peer: '127.0.0.1', allowed: false },
    { name: 'token set, empty bearer', token: TOKEN, auth: 'Bearer ', peer: '127.0.0.1', allowed: false },
    { name: 'no token, loopback', token: null, auth: undefined, peer: '127.0.0.1', allowed: true },
    { name: 'no token, IPv6 loopback', token: null, auth: undefined, peer: '::1', allowed: true },
    { name: 'no token, IPv4-mapped loopback', token: null, auth: undefined, peer: '::ffff:127.0.0.1', allowed: true },
    { name: 'no token, another machine', token: null, auth: undefined, peer: '10.0.0.7', allowed: false },
    { name: 'no token, any bearer from another machine', token: null, auth: `Bearer ${TOKEN}`, peer: '10.0.0.7', allowed: false },
    { name: 'no token, no address', token: null, auth: undefined, peer: undefined, allowed: false },
  ])('$name: $allowed', ({ token, auth, peer, allowed }) => {
    expect(mayReadMetrics({ configuredToken: token, headers: { authorization: auth }, peerAddress: peer })).toBe(allowed);
  });

  it.each(['x-forwarded-for', 'forwarded', 'x-real-ip'])(
    'refuse a loopback peer that forwarded with %s (a proxy on this machine)',
    (name) => {
      expect(mayReadMetrics({ configuredToken: null, headers: { [name]: '203.0.113.9' }, peerAddress: '127.0.0.1' })).toBe(false);
    },
  );

  it('let the token through a proxy', () => {
    const headers = { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' };
    expect(mayReadMetrics({ configuredToken: TOKEN, headers, peerAddress: '127.0.0.1' })).toBe(true);
  });
});

describe('sameSecret', () => {
  it.each([
    ['abc', 'abc', true],
    ['abd', 'abc', false],
    ['ab', 'abc', false],
    ['abcd', 'abc', false],
    ['', 'abc', false],
    ['', '', true],
    ['\u0000\u0000\u0000', 'abc', false],
  ])('%j vs %j: %s', (given, expected, same) => {
    expect(sameSecret(given, expected)).toBe(same);
  });
});

describe('METRICS_TOKEN', () => {
  it('must be long and printable', () => {
    expect(metricsTokenProblem(TOKEN)).toBeNull();
    expect(metricsTokenProblem('short')).toMatch(/at least 16/);
    expect(metricsTokenProblem('with a space in it!')).toMatch(/printable/);
    expect(metricsTokenProblem('tökentökentökentöken')).toMatch(/printable/);
  });

  it('must not be weak: a few characters or one short text repeated', () => {
    expect(metricsTokenProblem('aaaaaaaaaaaaaaaaaaaa')).toMatch(/too weak/);
    expect(metricsTokenProblem('scrape12'.repeat(3))).toMatch(/too weak \(one short text repeated\)/);
  });
});

describe('statusClass', () => {
  it.each([
    [200, '2xx'],
    [304, '3xx'],
    [404, '4xx'],
    [503, '5xx'],
    [99, 'other'],
    [600, 'other'],
  ])('%i is %s', (status, label) => {
    expect(statusClass(status)).toBe(label);
  });
});
