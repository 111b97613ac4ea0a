import { describe, expect, it } from 'vitest';
import { canReceiveSignInMessage, signInMessageRefusal, splitSignInRecipients } from './ecpMessaging';

describe('who can receive a sign-in message', () => {
  it('is an unlocked account whose registration is not waiting for approval', () => {
    expect(canReceiveSignInMessage({ Enabled: 1, SitePending: 0 })).toBe(true);
    expect(canReceiveSignInMessage({ Enabled: 1, SitePending: null })).toBe(true);
    expect(signInMessageRefusal({ Enabled: 0, SitePending: 0 })).toBe('LOCKED');
    expect(signInMessageRefusal({ Enabled: 1, SitePending: 1 })).toBe('PENDING');
    expect(signInMessageRefusal({ Enabled: 0, SitePending: 1 })).toBe('LOCKED');
  });

  it('splits recipients keeping their order', () => {
    const ecps = [
      { id: 'a', Enabled: 1, SitePending: 0 },
      { id: 'b', Enabled: 0, SitePending: 0 },
      { id: 'c', Enabled: 1, SitePending: 1 },
      { id: 'd', Enabled: 1, SitePending: 0 },
    ];
    const { messaged, skipped } = splitSignInRecipients(ecps);
    expect(messaged.map((e) => e.id)).toEqual(['a', 'd']);
    expect(skipped.map((s) => [s.ecp.id, s.reason])).toEqual([
      ['b', 'LOCKED'],
      ['c', 'PENDING'],
    ]);
  });
});
