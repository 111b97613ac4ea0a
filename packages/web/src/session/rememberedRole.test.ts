import { afterEach, describe, expect, it } from 'vitest';
import { rememberedViewerRole, rememberViewerRole } from './rememberedRole';
import { markSignedOut } from './sessionEvents';

afterEach(() => sessionStorage.clear());

describe('the remembered role', () => {
  it('keeps the role this tab signed in with, and forgets it when the session ends', () => {
    expect(rememberedViewerRole()).toBeNull();
    rememberViewerRole('DOCTOR');
    expect(rememberedViewerRole()).toBe('DOCTOR');
    markSignedOut();
    expect(rememberedViewerRole()).toBeNull();
  });
});
