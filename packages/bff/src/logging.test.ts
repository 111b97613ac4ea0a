import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { createLogger, logDestination, LOG_BUFFER_BYTES, operationFactsOf, requestSerializer, RequestLogController } from './logging';

describe('request logs', () => {
  it('name the path without the query string, which can hold link tokens', () => {
    expect(requestSerializer({ method: 'GET', url: '/create-password?token=secret', id: 'req-1', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      path: '/create-password',
      id: 'req-1',
      remoteAddress: '127.0.0.1',
    });
  });
});

describe("a request's lines", () => {
  it('are one at info level when it ends, with the operation, and the arrival only at debug level', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ loggerInstance: createLogger('debug', sink) as FastifyBaseLogger, logController: new RequestLogController() });
    app.post('/graphql', (request) => {
      Object.assign(operationFactsOf(request), { operationName: 'Dashboard', upstreamCalls: 2 });
      return { data: {} };
    });
    await app.inject({ method: 'POST', url: '/graphql?token=secret', payload: {} });
    await app.close();
    const [arrival, end] = lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(arrival).toMatchObject({ level: 20, msg: 'incoming request', req: { method: 'POST', path: '/graphql' } });
    expect(end).toMatchObject({
      level: 30,
      msg: 'request completed',
      operationName: 'Dashboard',
      upstreamCalls: 2,
      req: { path: '/graphql' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});

describe('what a line may hold', () => {
  it("masks secrets and personal fields in the line, its bindings and an error's own fields", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    logger.info({ operationName: 'SignIn', variables: { email: 'ada@patients.example' } }, 'graphql operation');
    logger.child({ cookie: 'portal_session=s3ss10n' }).info({ input: { patients: [{ lastName: 'Ashworth' }] } }, 'child line');
    const failure = Object.assign(new Error('REST POST /signin answered 500'), { body: { Password: 'Portal!2026' } });
    logger.error({ err: failure }, 'unexpected failure');
    const text = lines.join('');
    for (const secret of ['ada@patients.example', 's3ss10n', 'Ashworth', 'Portal!2026']) expect(text).not.toContain(secret);
    expect(text).toContain('"operationName":"SignIn"');
    expect(text).toContain('REST POST /signin answered 500');
  });

  it('writes an error with a field that refers to itself or holds a bigint, masked, instead of throwing', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger('info', sink);
    const failure = Object.assign(new Error('redis answered an error'), {
      count: 10n,
      client: {} as Record<string, unknown>,
      token: 't0k3n',
    });
    failure.client.owner = failure;
    expect(() => logger.error({ err: failure }, 'unexpected failure')).not.toThrow();
    expect(lines.join('')).toContain('redis answered an error');
    expect(lines.join('')).not.toContain('t0k3n');
  });
});

describe('the default log destination', () => {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };

  it('holds a few lines in its buffer, then writes them without another line to push them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-log-'));
    const file = path.join(dir, 'bff.log');
    const destination = logDestination(file);
    const logger = createLogger('info', destination);
    logger.info({ operationName: 'Dashboard' }, 'graphql operation');
    // Far below the buffer: not written by the call itself.
    expect(read(file)).toBe('');
    await expect.poll(() => read(file), { timeout: 5_000, interval: 50 }).toContain('"msg":"graphql operation"');
    (destination as unknown as { end(): void }).end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a full buffer at once and keeps every line whole', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bff-log-'));
    const file = path.join(dir, 'bff.log');
    const destination = logDestination(file);
    const logger = createLogger('info', destination);
    const lines = Math.ceil((2 * LOG_BUFFER_BYTES) / 100);
    for (let i = 0; i < lines; i += 1) logger.info({ line: i }, 'x'.repeat(80));
    await expect.poll(() => read(file).split('\n').filter(Boolean).length, { timeout: 5_000, interval: 50 }).toBe(lines);
    expect(
      read(file)
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { line: number }).line),
    ).toEqual(Array.from({ length: lines }, (_, i) => i));
    (destination as unknown as { end(): void }).end();
    rmSync(dir, { recursive: true, force: true });
  });
});
