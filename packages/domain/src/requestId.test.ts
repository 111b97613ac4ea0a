import { describe, expect, it } from 'vitest';
import { forwardedRequestId } from './requestId';

const UUID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab';

describe('forwardedRequestId', () => {
  it.each([
    { name: "the BFF's UUID", value: UUID, fromBff: true, taken: UUID },
    { name: '64 letters, digits and dashes', value: 'a-1'.repeat(21) + 'z', fromBff: true, taken: 'a-1'.repeat(21) + 'z' },
    { name: 'from a caller other than the BFF', value: UUID, fromBff: false, taken: null },
    { name: 'too long', value: 'a'.repeat(65), fromBff: true, taken: null },
    { name: 'empty', value: '', fromBff: true, taken: null },
    { name: 'with a space', value: 'a b', fromBff: true, taken: null },
    { name: 'with a line break', value: 'a\nb', fromBff: true, taken: null },
    { name: 'repeated (joined by Node)', value: `${UUID}, ${UUID}`, fromBff: true, taken: null },
    { name: 'not a string', value: ['a'], fromBff: true, taken: null },
    { name: 'absent', value: undefined, fromBff: true, taken: null },
  ])('$name', ({ value, fromBff, taken }) => {
    expect(forwardedRequestId(value, fromBff)).toBe(taken);
  });
});
