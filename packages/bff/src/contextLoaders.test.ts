import { describe, expect, it } from 'vitest';
import DataLoader from 'dataloader';
import { createLoaders } from './context';
import type { RestClient } from './rest/http';

const rest: RestClient = {
  call: () => Promise.reject(new Error('no REST in this test')),
  stream: () => Promise.reject(new Error('no REST in this test')),
  calls: 0,
};

describe("an operation's loaders", () => {
  it('are made when first asked for, once each, and listed all the same', () => {
    const loaders = createLoaders(rest);
    const names = Object.keys(loaders);
    expect(names).toContain('patientById');
    expect(names).toContain('visitsByPatient');
    // Nothing made yet: each is still its maker.
    expect(Object.getOwnPropertyDescriptor(loaders, 'patientById')?.get).toBeTypeOf('function');
    const first = loaders.patientById;
    expect(first).toBeInstanceOf(DataLoader);
    expect(loaders.patientById).toBe(first);
    expect(Object.getOwnPropertyDescriptor(loaders, 'patientById')?.value).toBe(first);
    // Another operation's loaders share nothing with these.
    expect(createLoaders(rest).patientById).not.toBe(first);
  });
});
