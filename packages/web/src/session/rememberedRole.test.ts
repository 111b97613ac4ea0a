import { afterEach, describe, expect, it } from 'vitest';
import { rememberedViewerRole, rememberViewerRole } from './rememberedRole';
import { markSignedOut } from './sessionEvents';

afterEach(() => localStorage.clear());

describe('the remembered role', () => {
  it('keeps the role this browser signed in with, for new tabs too, and forgets it when the session ends', () => {
    expect(rememberedViewerRole()).toBeNull();
    rememberViewerRole('DOCTOR');
    expect(rememberedViewerRole()).toBe('DOCTOR');
    expect(localStorage.getItem('portal.viewerRole')).toBe('DOCTOR');
    markSignedOut();
    expect(rememberedViewerRole()).toBeNull();
  });
});
