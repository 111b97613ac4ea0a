import { describe, expect, it } from 'vitest';
import { createTestClock } from '../clock';
import { createReportLinks } from './reportLinks';

const REPORT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('report links', () => {
  const clock = createTestClock(new Date('2026-06-15T10:00:00Z'));
  const links = createReportLinks({ secret: 'a-secret-of-the-tests', ttlSeconds: 300, baseUrl: 'https://portal.example/r/', clock });

  it('signs the report id with an expiry and reads it back until the link expires', () => {
    const link = links.sign(REPORT);
    expect(link.expiresAt.toISOString()).toBe('2026-06-15T10:05:00.000Z');
    expect(link.downloadUrl).toMatch(/^https:\/\/portal\.example\/r\/[\w-]+\.[\w-]{43}$/);
    const token = tokenOf(link.downloadUrl);
    expect(Buffer.from(token.split('.')[0], 'base64url').toString()).toBe(`${REPORT}.${Date.parse('2026-06-15T10:05:00Z') / 1000}`);
    expect(links.check(token)).toEqual({ ok: true, reportId: REPORT });
    clock.advance(299_999);
    expect(links.check(token).ok).toBe(true);
    clock.advance(1);
    expect(links.check(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, altered, or not a token at all', () => {
    const token = tokenOf(links.sign(REPORT).downloadUrl);
    const [payload, signature] = token.split('.');
    const otherKey = createReportLinks({ secret: 'another-secret-entirely', ttlSeconds: 300, baseUrl: 'x', clock });
    expect(otherKey.check(token)).toEqual({ ok: false, reason: 'invalid' });
    // A longer lifetime written into the payload breaks the signature.
    const later = Buffer.from(`${REPORT}.9999999999`).toString('base64url');
    for (const bad of [
      `${later}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}.${signature}.x`,
      payload,
      '',
      '..',
      'a.b',
    ]) {
      expect(links.check(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('uses a random key per process when none is configured', () => {
    const a = createReportLinks({ ttlSeconds: 60, baseUrl: 'x', clock });
    const b = createReportLinks({ secret: null, ttlSeconds: 60, baseUrl: 'x', clock });
    const token = tokenOf(a.sign(REPORT).downloadUrl);
    expect(a.check(token).ok).toBe(true);
    expect(b.check(token).ok).toBe(false);
  });
});
