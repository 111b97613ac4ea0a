import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { revalidateLayoutUnlessSearchOnly } from './layoutRevalidation';

const navigation = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  revalidateLayoutUnlessSearchOnly({
    currentUrl: new URL(from, 'http://portal.example'),
    nextUrl: new URL(to, 'http://portal.example'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  } as ShouldRevalidateFunctionArgs);

describe('revalidateLayoutUnlessSearchOnly', () => {
  it('keeps the layout’s data when only a tab’s filters, page or search change', () => {
    expect(navigation('/dashboard/devices', '/dashboard/devices?status=NEEDS_UPDATE')).toBe(false);
    expect(navigation('/dashboard/devices?status=NEEDS_UPDATE', '/dashboard/devices?status=WITH_ERRORS')).toBe(false);
    expect(navigation('/dashboard/devices?status=WITH_ERRORS', '/dashboard/devices')).toBe(false);
  });

  it('asks again on another tab or screen, on a submission, and when the screen itself asks', () => {
    expect(navigation('/dashboard/devices?status=NEEDS_UPDATE', '/dashboard/sites')).toBe(true);
    expect(navigation('/dashboard/patients', '/dashboard/Patient?id=UGF0aWVudDox')).toBe(true);
    expect(navigation('/dashboard/devices', '/dashboard/devices?status=NEEDS_UPDATE', { formMethod: 'POST' })).toBe(true);
    // revalidate(): the same address.
    expect(navigation('/dashboard/devices?status=NEEDS_UPDATE', '/dashboard/devices?status=NEEDS_UPDATE')).toBe(true);
    // React Router's own answer stands where it says no.
    expect(navigation('/dashboard/patients', '/dashboard/sites', { defaultShouldRevalidate: false })).toBe(false);
  });
});
