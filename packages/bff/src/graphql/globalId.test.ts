import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from './globalId';

describe('global IDs', () => {
  it('encode base64 Type:internalID and decode back', () => {
    const id = toGlobalId('Viewer', 'u-123');
    expect(id).toBe(Buffer.from('Viewer:u-123').toString('base64'));
    expect(fromGlobalId(id)).toEqual({ type: 'Viewer', internalID: 'u-123' });
  });

  it('keep colons inside the internal ID', () => {
    expect(fromGlobalId(toGlobalId('OutboxMessage', 'a:b:c'))).toEqual({ type: 'OutboxMessage', internalID: 'a:b:c' });
  });

  it('name a visit with its patient', () => {
    expect(fromGlobalId(toGlobalId('Visit', 'p-1:v-2'))).toEqual({ type: 'Visit', internalID: 'p-1:v-2' });
  });

  it.each([
    ['not base64', '%%%'],
    ['an unknown type', Buffer.from('Appointment:1').toString('base64')],
    ['no separator', Buffer.from('Viewer').toString('base64')],
    ['an empty internal ID', Buffer.from('Viewer:').toString('base64')],
    ['an empty string', ''],
    ['a non-canonical encoding', `${toGlobalId('Viewer', 'u1')}=`],
  ])('reject %s', (_label, id) => {
    expect(fromGlobalId(id)).toBeNull();
  });
});
