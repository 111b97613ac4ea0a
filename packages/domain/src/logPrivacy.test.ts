import { describe, expect, it } from 'vitest';
import { LOG_REDACTED_PATHS, scrubLoggedText, scrubLoggedUrl } from './logPrivacy';

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

  it('masks secrets and personal fields at the top of a line and two levels down', () => {
    for (const path of ['password', '*.password', '*.*.password', '*.SocialID', '*.*.socialId', 'req.headers.authorization']) {
      expect(LOG_REDACTED_PATHS).toContain(path);
    }
  });
});
