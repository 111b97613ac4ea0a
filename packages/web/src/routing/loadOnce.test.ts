import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOncePer } from './loadOnce';

describe('loadOnce', () => {
  it('shares one load between every caller, before and after it is in', async () => {
    const load = vi.fn(() => Promise.resolve('menu'));
    const menu = loadOnce(load);
    const [first, second] = await Promise.all([menu(), menu()]);
    expect([first, second, await menu()]).toEqual(['menu', 'menu', 'menu']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next call after a failed load, and keeps the load that worked', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('menu');
    const menu = loadOnce(load);
    await expect(menu()).rejects.toThrow('offline');
    await expect(menu()).resolves.toBe('menu');
    await expect(menu()).resolves.toBe('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadOncePer', () => {
  it('loads each key once, and a failed key again without touching the others', async () => {
    const load = vi.fn((language: string) =>
      language === 'he' && load.mock.calls.length < 3 ? Promise.reject(new Error('offline')) : Promise.resolve(`${language} catalog`),
    );
    const catalog = loadOncePer(load);
    await expect(catalog('it')).resolves.toBe('it catalog');
    await expect(catalog('he')).rejects.toThrow('offline');
    await expect(catalog('it')).resolves.toBe('it catalog');
    await expect(catalog('he')).resolves.toBe('he catalog');
    expect(load.mock.calls.map(([language]) => language)).toEqual(['it', 'he', 'he']);
  });
});
