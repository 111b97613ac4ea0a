import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createLogger, scrubUrl, serializeError } from './logger';
import { openDatabase } from './db/open';

describe('logging', () => {
  it('masks credentials and bodies', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger({ destination: sink });
    log.info({ request: { headers: { authorization: 'Bearer secret-token' } } }, 'request');
    log.info({ input: { Password: 'Portal!2026', newPassword: 'Fresh!Pass9', TwoFaCode: '123456', token: 'abc' } }, 'input');
    log.info({ body: { Email: 'patient@example.com' } }, 'body');
    log.info({ rows: [{ patient: { details: { LastName: 'Ashworth' } } }] }, 'deep');
    log.child({ token: 'child-secret' }).info('bound');
    const text = lines.join('');
    for (const secret of [
      'secret-token',
      'Portal!2026',
      'Fresh!Pass9',
      '123456',
      'patient@example.com',
      '"abc"',
      'Ashworth',
      'child-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('hides link tokens in paths and query strings in URLs', () => {
    expect(scrubUrl('/api/v1/webapp/password-links/AbC_123')).toBe('/api/v1/webapp/password-links/[redacted]');
    expect(scrubUrl('/api/v1/webapp/dev/outbox?recipient=a@b.example')).toBe('/api/v1/webapp/dev/outbox?[redacted]');
    expect(scrubUrl('/api/v1/webapp/signin')).toBe('/api/v1/webapp/signin');
  });

  it('logs a failing statement without its values (no PHI in any log)', async () => {
    const db = await openDatabase({ dataDir: 'memory://' });
    try {
      await db.exec('create table people (email text unique)');
      await db.query('insert into people (email) values ($1)', ['ada.lovelace@patients.example']);
      const error = await db
        .query('insert into people (email) values ($1)', ['ada.lovelace@patients.example'])
        .catch((e: unknown) => e as Error);
      // pino's own serializer would log it (the finding).
      expect(JSON.stringify(pino.stdSerializers.err(error as Error))).toContain('ada.lovelace');
      const text = JSON.stringify(serializeError(error as Error));
      expect(text).not.toContain('ada.lovelace');
      expect(text).toContain('23505');
    } finally {
      await db.close();
    }
    expect(typeof createLogger).toBe('function');
  });
});
