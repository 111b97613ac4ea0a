import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';
import { codeNotLoadedBanner } from '../features/auth/authBanners';

type Fields = { username: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Fields>>[2];
const accept: Resolver<Fields> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the checks once, on preload or on the first check, and uses them for every check', async () => {
    const load = vi.fn(async () => accept);
    const checks = lazyResolver<Fields, Fields>(load);
    expect(load).not.toHaveBeenCalled();
    checks.preload();
    checks.preload();
    await expect(checks.resolver({ username: 'a' }, undefined, options)).resolves.toEqual({ values: { username: 'a' }, errors: {} });
    await checks.resolver({ username: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a chunk gone or the network down), and a preload never throws', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Fields>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(accept);
    const checks = lazyResolver<Fields, Fields>(load);
    await expect(checks.resolver({ username: 'a' }, undefined, options)).rejects.toThrow('Failed to fetch');
    checks.preload();
    await expect(checks.resolver({ username: 'a' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the portal was updated when online, and that the server cannot be reached when offline', () => {
    expect(codeNotLoadedBanner(true)).toEqual({
      title: 'The portal has been updated',
      messages: ['This page comes from an earlier version of the portal. Reload the page to continue'],
    });
    expect(codeNotLoadedBanner(false).messages).toEqual(['No connection to server']);
  });
});
