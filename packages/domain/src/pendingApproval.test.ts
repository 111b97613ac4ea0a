import { describe, expect, it } from 'vitest';
import { ecpAwaitsApproval, siteAwaitsApproval, siteStatusOf } from './pendingApproval';

describe('records of a registration waiting for approval', () => {
  it('are the pending sites and their ECPs', () => {
    expect(siteAwaitsApproval({ Pending: 1 })).toBe(true);
    expect(siteAwaitsApproval({ Pending: 0 })).toBe(false);
    expect(siteStatusOf({ Pending: 1 })).toBe('PENDING_APPROVAL');
    expect(siteStatusOf({ Pending: 0 })).toBe('ACTIVE');
    expect(ecpAwaitsApproval(1)).toBe(true);
    expect(ecpAwaitsApproval(0)).toBe(false);
    expect(ecpAwaitsApproval(null)).toBe(false);
  });
});
