// A page of the attention list (REST `GET /eyeCareProviders/{uid}/attention`): `first` 1-100
// entries (20), `after` the previous page's end cursor (opaque: the last entry's place in the
// list's order, urgency then name), and `reason`, one of the four kinds, to list only the patients
// it names. Pages follow each other by position, never by offset, so a patient leaving the list
// between two pages does not shift the next one.
import { z } from 'zod';
import { ATTENTION_REASON_KINDS } from './attention';

export const ATTENTION_PAGE_MAX = 100;
export const ATTENTION_PAGE_DEFAULT = 20;

export const attentionPageQuerySchema = z.object({
  first: z.preprocess(
    (v) => (v === undefined || v === '' ? ATTENTION_PAGE_DEFAULT : Number(v)),
    z.number({ error: 'fill_required' }).int('fill_required').min(1, 'fill_required').max(ATTENTION_PAGE_MAX, 'fill_required'),
  ),
  after: z.string().max(400, 'fill_required').optional(),
  reason: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ATTENTION_REASON_KINDS, { error: 'attention_reason_inv' }).optional()),
});
export type AttentionPageQuery = z.infer<typeof attentionPageQuerySchema>;
