// What the BFF refuses to start with outside demo mode, and what it only warns about.
import { describe, expect, it } from 'vitest';
import {
  isHttpsUrl,
  productionProblems,
  productionWarnings,
  readFlag,
  readPublicUrl,
  SettingsError,
  unsafeSettingsMessage,
} from './safeSettings';

describe('productionProblems', () => {
  it('finds none in demo mode, whatever the address', () => {
    expect(productionProblems({ demoMode: true, publicUrl: 'http://portal.example' })).toEqual([]);
  });

  it('finds none for an https address, a loopback http one, or none at all', () => {
    for (const publicUrl of [
      'https://portal.example',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      null,
      undefined,
    ]) {
      expect(productionProblems({ demoMode: false, publicUrl }), String(publicUrl)).toEqual([]);
    }
  });

  it('refuses a plain-http address on another machine, even with COOKIE_SECURE=1', () => {
    for (const cookieSecure of [undefined, true]) {
      const problems = productionProblems({ demoMode: false, publicUrl: 'http://portal.example', cookieSecure });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PUBLIC_URL http:\/\/portal\.example is plain http:\/\/ on another machine/);
      expect(problems[0]).toContain('COOKIE_SECURE=false');
    }
    expect(productionProblems({ demoMode: false, publicUrl: 'http://192.168.1.10:4000' })).toHaveLength(1);
  });

  it('accepts plain http when COOKIE_SECURE=false says so on purpose, with a warning', () => {
    const settings = { demoMode: false, publicUrl: 'http://portal.example', cookieSecure: false };
    expect(productionProblems(settings)).toEqual([]);
    expect(productionWarnings(settings)).toEqual([expect.stringMatching(/^COOKIE_SECURE=false: the session cookie is not Secure/)]);
  });

  it('warns of nothing otherwise, and of an ignored COOKIE_SECURE=false with an https address', () => {
    expect(productionWarnings({ demoMode: false, publicUrl: 'http://portal.example' })).toEqual([]);
    expect(productionWarnings({ demoMode: true, publicUrl: 'http://portal.example', cookieSecure: false })).toEqual([]);
    expect(productionWarnings({ demoMode: false, publicUrl: 'https://portal.example', cookieSecure: false })).toEqual([
      expect.stringMatching(/^COOKIE_SECURE=false is ignored/),
    ]);
  });

  it('warns that a TRUST_PROXY hop count lets a client that bypasses the proxy choose its address (finding 7)', () => {
    expect(productionWarnings({ demoMode: false, trustProxy: 1 })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=1 trusts the nearest hop whoever/),
    ]);
    expect(productionWarnings({ demoMode: false, trustProxy: '10.0.0.0/8' })).toEqual([]);
    expect(productionWarnings({ demoMode: false, trustProxy: false })).toEqual([]);
    expect(productionWarnings({ demoMode: true, trustProxy: 2 })).toEqual([]);
  });

  it('says them all in one message, one line each', () => {
    expect(unsafeSettingsMessage(['A.', 'B.'])).toBe('unsafe settings outside demo mode (DEMO_MODE is not 1):\n  - A.\n  - B.');
  });
});

describe('reading the settings', () => {
  it('reads flags strictly: a typo is refused, not taken for off', () => {
    expect(readFlag(undefined, 'DEMO_MODE')).toBeUndefined();
    expect(readFlag(' ', 'DEMO_MODE')).toBeUndefined();
    for (const value of ['1', 'true', 'YES', 'on']) expect(readFlag(value, 'DEMO_MODE')).toBe(true);
    for (const value of ['0', 'false', 'No', 'off']) expect(readFlag(value, 'DEMO_MODE')).toBe(false);
    expect(() => readFlag('flase', 'COOKIE_SECURE')).toThrow(SettingsError);
    expect(() => readFlag('flase', 'COOKIE_SECURE')).toThrow(
      'COOKIE_SECURE must be one of 1, true, yes, on, 0, false, no, off (got "flase")',
    );
  });

  it('reads PUBLIC_URL as an http(s) origin', () => {
    expect(readPublicUrl(undefined)).toBeNull();
    expect(readPublicUrl('')).toBeNull();
    expect(readPublicUrl(' https://portal.example/ ')).toBe('https://portal.example');
    expect(() => readPublicUrl('portal.example')).toThrow(SettingsError);
    expect(() => readPublicUrl('ftp://portal.example')).toThrow(/PUBLIC_URL/);
    expect(isHttpsUrl('https://portal.example')).toBe(true);
    expect(isHttpsUrl('HTTPS://portal.example')).toBe(true);
    expect(isHttpsUrl('http://portal.example')).toBe(false);
    expect(isHttpsUrl(null)).toBe(false);
  });
});
