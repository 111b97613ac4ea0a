import { describe, expect, it } from 'vitest';
import { LOG_CENSOR, LOG_REDACTION_DEPTH, redactLogObject, scrubLoggedText, scrubLoggedUrl } from './logPrivacy';

describe('what a log may show of a URL', () => {
  it('masks link tokens in paths and drops query strings', () => {
    expect(scrubLoggedUrl('/api/v1/webapp/password-links/AbC_123')).toBe('/api/v1/webapp/password-links/[redacted]');
    expect(scrubLoggedUrl('/api/v1/webapp/reports/eyJhbGc.sig?lang=he')).toBe('/api/v1/webapp/reports/[redacted]?[redacted]');
    expect(scrubLoggedUrl('/api/v1/webapp/eyeCareProviders/u1/patients?search=Ashworth')).toBe(
      '/api/v1/webapp/eyeCareProviders/u1/patients?[redacted]',
    );
    expect(scrubLoggedUrl('/graphql')).toBe('/graphql');
  });

  it('scrubs URLs and token pairs quoted in an error text', () => {
    const text = scrubLoggedText('connect ECONNREFUSED http://127.0.0.1:4100/api/v1/webapp/reports/tok3n?x=1 (token=abc&code=123456)');
    expect(text).not.toMatch(/tok3n|abc|123456/);
    expect(text).toContain('/api/v1/webapp/reports/[redacted]');
  });

  it('masks secrets and personal fields wherever they are in a line, arrays included', () => {
    const line = {
      operationName: 'SignIn',
      password: 'Portal!2026',
      req: { headers: { authorization: 'Bearer t0k3n', cookie: 'portal_session=abc', host: 'portal' } },
      input: { newPassword: 'Fresh!Pass9', TwoFaCode: '123456', patient: { SocialID: '123-45-6789', Birthdate: '2015-03-02' } },
      rows: [{ email: 'ada@patients.example', id: 'p1' }],
    };
    const masked = redactLogObject(line);
    const text = JSON.stringify(masked);
    for (const secret of ['Portal!2026', 't0k3n', 'portal_session', 'Fresh!Pass9', '123456', '123-45-6789', '2015-03-02', 'ada@']) {
      expect(text).not.toContain(secret);
    }
    expect(masked.req.headers.host).toBe('portal');
    expect(masked.rows[0]).toEqual({ email: LOG_CENSOR, id: 'p1' });
    // The caller's object is left as it was.
    expect(line.password).toBe('Portal!2026');
    expect(line.rows[0].email).toBe('ada@patients.example');
  });

  it('returns a line with nothing to mask as it is, and masks whatever nests deeper than it walks', () => {
    const clean = { operationName: 'Dashboard', upstreamCalls: 2, reqId: 'r1', nested: { a: [1, 2] } };
    expect(redactLogObject(clean)).toBe(clean);
    let deep: Record<string, unknown> = { secretless: 'x' };
    for (let i = 0; i < LOG_REDACTION_DEPTH + 2; i += 1) deep = { next: deep };
    expect(JSON.stringify(redactLogObject(deep))).not.toContain('secretless');
    const date = new Date(0);
    expect(redactLogObject({ at: date }).at).toBe(date);
  });

  it("walks an error's own fields and its cause under any key, and keeps it an error with its message", () => {
    const cause = Object.assign(new Error('first try'), { input: { Email: 'ada@patients.example' } });
    const failure = Object.assign(new Error('REST POST /signin answered 500', { cause }), { body: { Password: 'Portal!2026' } });
    const line = redactLogObject({ error: failure });
    expect(line.error).toBeInstanceOf(Error);
    expect(line.error.message).toBe('REST POST /signin answered 500');
    expect(line.error.stack).toBe(failure.stack);
    expect(line.error.body).toBe(LOG_CENSOR);
    expect((line.error.cause as typeof cause).input.Email).toBe(LOG_CENSOR);
    // The error logged is not changed.
    expect(failure.body.Password).toBe('Portal!2026');
  });

  it('walks an error that refers to itself without failing', () => {
    const failure = Object.assign(new Error('loop'), { self: null as unknown, token: 't0k3n' });
    failure.self = failure;
    expect(JSON.stringify(redactLogObject({ err: failure }))).not.toContain('t0k3n');
  });
});
