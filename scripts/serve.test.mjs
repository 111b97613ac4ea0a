import { describe, expect, it } from 'vitest';
import { demoModeOf } from './serve.mjs';

describe('npm start’s demo mode', () => {
  it('is on for a plain npm start and whenever DEMO_MODE says so', () => {
    expect(demoModeOf({}).demoMode).toBe(true);
    expect(demoModeOf({ NODE_ENV: 'development' }).demoMode).toBe(true);
    expect(demoModeOf({ NODE_ENV: 'production', DEMO_MODE: '1' }).demoMode).toBe(true);
  });

  it('stays off for production however it is spelled', () => {
    for (const NODE_ENV of ['production', 'Production', 'PRODUCTION', ' production ']) {
      expect(demoModeOf({ NODE_ENV }), NODE_ENV).toEqual({ demoMode: false, childValue: undefined });
    }
  });
});
