import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLanguage } from '../../i18n/language';
import { systemStatusText } from './systemStatusText';

describe('systemStatusText', () => {
  afterEach(() => activateLanguage('en'));

  it('words the known statuses in the reader’s language, whatever the device’s case, and keeps any other text', async () => {
    await activateLanguage('en');
    expect(['ok', 'Error', 'warning'].map((status) => systemStatusText(i18n, status))).toEqual(['OK', 'Error', 'Warning']);
    await activateLanguage('he');
    expect(['OK', 'error', 'Warning'].map((status) => systemStatusText(i18n, status))).toEqual(['תקין', 'שגיאה', 'אזהרה']);
    await activateLanguage('zh');
    expect(systemStatusText(i18n, 'ERROR')).toBe('错误');
    expect(systemStatusText(i18n, ' Camera not found ')).toBe('Camera not found');
    expect(systemStatusText(i18n, null)).toBe('');
  });
});
