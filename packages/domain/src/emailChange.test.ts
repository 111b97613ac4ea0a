import { describe, expect, it } from 'vitest';
import { check } from './validation';
import { emailChangeConfirmationSchema, emailChangeMode, reauthenticationSchema } from './emailChange';

describe('emailChangeMode', () => {
  it('is unchanged for the same address in another case or with spaces', () => {
    expect(emailChangeMode({ email: 'Ana@Clinic.example', pending: 0 }, ' ana@clinic.example ')).toBe('unchanged');
  });

  it('re-addresses an account nobody has used yet at once', () => {
    expect(emailChangeMode({ email: 'ana@clinic.example', pending: 1 }, 'ana@other.example')).toBe('readdress');
  });

  it('waits for the holder of an account in use', () => {
    expect(emailChangeMode({ email: 'ana@clinic.example', pending: 0 }, 'ana@other.example')).toBe('confirm');
  });
});

describe('the schemas', () => {
  it('ask for the editor password, and for the token and password of a confirmation', () => {
    expect(check(reauthenticationSchema, {})).toEqual({ ok: false, problems: [{ field: 'CurrentPassword', key: 'current_pwd_req' }] });
    expect(check(reauthenticationSchema, { CurrentPassword: 'Portal!2026' }).ok).toBe(true);
    const missing = check(emailChangeConfirmationSchema, { Token: '', Password: '' });
    expect(missing.ok ? [] : missing.problems.map((p) => p.key)).toEqual(['token_req', 'pwd_req']);
  });
});
