// Version types (§3: WIN, ESAPP, ET, EMITTER, TV) named after the device component they
// update, with the console's translated component names.
import type { I18n } from '@lingui/core';
import { COMPONENT_NAMES } from '../adminConsole/consoleLabels';

const COMPONENT_OF_TYPE: Record<string, string> = {
  WIN: 'WINDOWS',
  ESAPP: 'ES_APP',
  ET: 'ET_FIRMWARE',
  EMITTER: 'EMITTER_FIRMWARE',
  TV: 'TEAM_VIEWER',
};

/** A version type's readable, translated name; the raw value when unknown. */
export function versionTypeLabel(i18n: I18n, type: string): string {
  const component = COMPONENT_OF_TYPE[type];
  const label = component ? COMPONENT_NAMES[component] : undefined;
  return label ? i18n._(label) : type;
}
