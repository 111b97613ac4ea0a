import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost, plainHttpPublicUrlProblem } from './loopback';

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8, ::1 and IPv4-mapped loopback', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.255',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:127.9.9.9',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it('refuses every other address, and none', () => {
    for (const address of [
      '203.0.113.9',
      '10.0.0.1',
      '0.0.0.0',
      '128.0.0.1',
      '127.0.0.256',
      '127.0.0',
      '::',
      '::2',
      '::ffff:203.0.113.9',
      'fe80::1',
      '2001:db8::1',
      'localhost',
      '',
      undefined,
      null,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe('isLoopbackHost', () => {
  it('accepts localhost names and loopback addresses as a URL spells them', () => {
    for (const host of ['localhost', 'LOCALHOST', 'portal.localhost', '127.0.0.1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('refuses other hosts', () => {
    for (const host of ['portal.example', 'localhost.example', '192.168.1.10', 'notlocalhost', '[2001:db8::1]']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('plainHttpPublicUrlProblem', () => {
  it('names a plain-http address on another machine, and nothing else', () => {
    expect(plainHttpPublicUrlProblem('http://portal.example', false)).toMatch(/^PUBLIC_URL http:\/\/portal\.example is plain http:\/\//);
    expect(plainHttpPublicUrlProblem('HTTP://10.0.0.5:4000/app', false)).toMatch(/plain http/);
    for (const fine of [
      'https://portal.example',
      'http://localhost:4000',
      'http://127.0.0.1',
      'http://[::1]:4000',
      'http://app.localhost',
    ]) {
      expect(plainHttpPublicUrlProblem(fine, false), fine).toBeNull();
    }
    expect(plainHttpPublicUrlProblem('http://portal.example', true)).toBeNull();
    expect(plainHttpPublicUrlProblem(null, false)).toBeNull();
  });
});
