import { describe, expect, it } from 'vitest';
import { fillMessage, fitsSms, messageTextSchema, smsSize } from './patientMessages';

describe('SMS segments', () => {
  it.each([
    ['a'.repeat(160), 'GSM_7', 1],
    ['a'.repeat(161), 'GSM_7', 2],
    ['a'.repeat(306), 'GSM_7', 2],
    ['a'.repeat(307), 'GSM_7', 3],
    ['€'.repeat(80), 'GSM_7', 1],
    ['€'.repeat(81), 'GSM_7', 2],
    ['ש'.repeat(70), 'UCS_2', 1],
    ['ש'.repeat(71), 'UCS_2', 2],
    ['视'.repeat(134), 'UCS_2', 2],
    ['ok 👍'.repeat(14), 'UCS_2', 1],
  ] as const)('%#: %s chars… is %s in %i segment(s)', (text, encoding, segments) => {
    expect(smsSize(text)).toMatchObject({ encoding, segments });
  });
});

describe('the doctor’s text', () => {
  it('fills the placeholders per patient', () => {
    expect(
      fillMessage('Dear {firstName} {lastName}, see you on {nextVisit}.', { firstName: 'Ada', lastName: 'Byron', nextVisit: '15/07/2026' }),
    ).toBe('Dear Ada Byron, see you on 15/07/2026.');
    expect(fillMessage('Next: {nextVisit}', { firstName: 'A', lastName: 'B', nextVisit: null })).toBe('Next: –');
  });

  it('is trimmed, optional, plain and at most 500 characters', () => {
    expect(messageTextSchema.parse('  Hello  ')).toBe('Hello');
    expect(messageTextSchema.parse('   ')).toBeNull();
    expect(messageTextSchema.parse(undefined)).toBeNull();
    expect(messageTextSchema.safeParse('x'.repeat(500)).success).toBe(true);
    expect(messageTextSchema.safeParse('x'.repeat(501)).success).toBe(false);
    expect(messageTextSchema.safeParse('Hi\u202Ethere').success).toBe(false);
  });

  it('fits SMS within three segments, placeholders counted at their widest', () => {
    expect(fitsSms('a'.repeat(459))).toBe(true);
    expect(fitsSms('a'.repeat(460))).toBe(false);
    expect(fitsSms('ש'.repeat(201))).toBe(true);
    expect(fitsSms('ש'.repeat(202))).toBe(false);
    expect(fitsSms(`${'a'.repeat(440)}{firstName}`)).toBe(false);
  });
});
