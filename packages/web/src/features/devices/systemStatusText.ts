// A device's system status in the reader's words: the statuses devices are known to report (OK,
// Warning, Error, in any case) are translated; any other text is shown as the device wrote it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { knownSystemStatus, type KnownSystemStatus } from '@portal/domain/deviceStatus';

const STATUS_NAMES: Record<KnownSystemStatus, MessageDescriptor> = {
  OK: msg({ message: 'OK', context: 'device system status' }),
  WARNING: msg({ message: 'Warning', context: 'device system status' }),
  ERROR: msg({ message: 'Error', context: 'device system status' }),
};

export function systemStatusText(i18n: I18n, status: string | null | undefined): string {
  const known = knownSystemStatus(status);
  return known ? i18n._(STATUS_NAMES[known]) : (status ?? '').trim();
}
