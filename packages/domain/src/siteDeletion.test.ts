import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import { siteDeletionQuery, siteDeletionQuerySchema, siteDeletionRefusal } from './siteDeletion';

const site = { id: 'site-a', deviceCount: 2 };

describe('siteDeletionRefusal', () => {
  it('refuses a site that still has devices when no choice was made', () => {
    expect(siteDeletionRefusal(site, null)).toBe(ERROR_MESSAGES.siteHasDevices);
  });

  it('lets a site without devices go without a choice', () => {
    expect(siteDeletionRefusal({ id: 'site-a', deviceCount: 0 }, null)).toBeNull();
  });

  it('accepts an explicit unassign', () => {
    expect(siteDeletionRefusal(site, { action: 'UNASSIGN' })).toBeNull();
  });

  it('accepts a move to another active site, and refuses the same, a missing or a pending one', () => {
    const move = { action: 'MOVE', toSiteId: 'site-b' } as const;
    expect(siteDeletionRefusal(site, move, { id: 'site-b', Pending: 0 })).toBeNull();
    expect(siteDeletionRefusal(site, move, null)).toBe(ERROR_MESSAGES.deviceSiteInvalid);
    expect(siteDeletionRefusal(site, move, { id: 'site-b', Pending: 1 })).toBe(ERROR_MESSAGES.deviceSiteInvalid);
    expect(siteDeletionRefusal(site, { action: 'MOVE', toSiteId: 'site-a' }, { id: 'site-a', Pending: 0 })).toBe(
      ERROR_MESSAGES.deviceSiteInvalid,
    );
  });
});

describe('the delete query', () => {
  it('reads back what it writes', () => {
    for (const choice of [null, { action: 'UNASSIGN' } as const, { action: 'MOVE', toSiteId: 'x' } as const]) {
      expect(siteDeletionQuerySchema.parse(siteDeletionQuery(choice))).toEqual(choice);
    }
  });

  it('refuses an unknown action', () => {
    expect(siteDeletionQuerySchema.safeParse({ devices: 'keep' }).success).toBe(false);
  });
});
