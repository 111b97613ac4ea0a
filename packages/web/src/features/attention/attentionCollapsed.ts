// Whether the doctor folded the attention list away, remembered for this browser (localStorage):
// a clinician who works from the patient table keeps it in view. A preference, no health data.
import { browserStorage as storage } from '../../session/browserStorage';
const KEY = 'portal.attentionCollapsed';

export const attentionCollapsed = (): boolean => storage()?.getItem(KEY) === '1';

export function rememberAttentionCollapsed(collapsed: boolean): void {
  const store = storage();
  if (!store) return;
  if (collapsed) store.setItem(KEY, '1');
  else store.removeItem(KEY);
}
