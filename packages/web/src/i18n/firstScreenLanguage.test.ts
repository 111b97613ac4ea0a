// Its own file: lingui's i18n is one per test file, and no other test here has loaded Italian, so
// what the screen shows comes from what this switch loaded.
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { activateFirstScreenLanguage, activateLanguage } from './language';

// The whole Italian catalog is held back until the test lets it in.
let release = () => {};
const held = new Promise<void>((resolve) => (release = resolve));
vi.mock('../locales/it/messages', async (importOriginal) => {
  await held;
  return importOriginal();
});

describe('the first screen in a language whose whole catalog is on its way', () => {
  it("switches with the first screen's words, then has the whole catalog once it is in", async () => {
    const whole = activateLanguage('it');
    await activateFirstScreenLanguage('it');
    expect(i18n.locale).toBe('it');
    expect(i18n._({ id: '5lWFkC', message: 'Sign in' })).toBe('Accedi');
    release();
    await whole;
    expect(i18n._({ id: '5lWFkC', message: 'Sign in' })).toBe('Accedi');
    expect(i18n._({ id: 'tfDRzk', message: 'Save' })).toBe('Salva');
  });
});
