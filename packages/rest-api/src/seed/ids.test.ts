import { describe, expect, it } from 'vitest';
import { demoId } from './ids';

describe('demoId', () => {
  it('gives the same valid version-5 UUID for the same name, and different ones for different names', () => {
    const id = demoId('user:doctor');
    expect(id).toBe(demoId('user:doctor'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(demoId('user:admin')).not.toBe(id);
  });
});
