import { describe, expect, it } from 'vitest';
import { findSecrets } from './logScan.mjs';

describe('the log scan of the end-to-end run', () => {
  it('finds each kind of secret and names the line, never the value', () => {
    const log = [
      '{"msg":"incoming request","req":{"url":"/api/v1/webapp/reports/[redacted]"}}',
      '{"msg":"x","input":{"password":"Portal!2026"}}',
      '{"req":{"url":"/create-password?token=AbCdEf123"}}',
      '{"err":{"message":"GET /api/v1/webapp/reports/eyJhbGciOiJIUzI1NiJ9.abc failed"}}',
      '{"patient":"BNCLCU12D01F205X"}',
      '{"nhs":"943 476 5919"}',
      '{"id":"123456789"}',
      '{"mrn":"MRN-1234567"}',
      '{"headers":{"authorization":"Bearer abcdefghijklmnopqrstuvwxyz"}}',
      '{"msg":"graphql operation","operationName":"PatientsTabQuery","upstreamCalls":2,"responseTime":12.345678901}',
    ].join('\n');
    const findings = findSecrets(log);
    expect(findings.map((f) => f.line)).toEqual([2, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(JSON.stringify(findings)).not.toMatch(/Portal|AbCdEf|BNCLCU|MRN-1/);
  });

  it('passes what the services log on purpose', () => {
    const log = [
      '{"level":30,"reqId":"5d9c7c5e-1f59-4b59-9a36-2f0c1cb5b1f7","req":{"method":"GET","path":"/api/v1/webapp/password-links/[redacted]"},"msg":"incoming request"}',
      '{"req":{"url":"/api/v1/webapp/eyeCareProviders/8b1c/patients?[redacted]"}}',
      '{"msg":"input refused","code":"BAD_USER_INPUT","reason":"INVALID_VARIABLES"}',
      '{"time":1796610512995,"pid":5995,"res":{"statusCode":200},"responseTime":4.7}',
    ].join('\n');
    expect(findSecrets(log)).toEqual([]);
  });
});
