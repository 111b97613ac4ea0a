// §2 send-message modal for the doctor's patients: a method and at least one recipient. Like the
// message to ECPs of the admin console; a patient id the doctor cannot reach is NOT_FOUND.
import { ERROR_TITLES } from '@portal/domain/errors';
import { patientsMessageSchema } from '@portal/domain/forms';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../../context';
import { notFoundError } from '../../errors/graphqlErrors';
import { HttpError } from '../../rest/http';
import * as patientsRest from '../../rest/doctor/patients';
import { failed, formError, internalIdOf, restFailure } from '../admin/mutationSupport';
import { toGlobalId } from '../../graphql/globalId';
import { doctorWriter } from './access';

const FIELD_NAMES = { Method: 'method', PatientsIDs: 'patientIds', Text: 'text' };

/** REST refuses the whole message when one id names no patient of this doctor (another's, or none). */
const unreachableRecipient = (error: unknown) =>
  error instanceof HttpError && error.status === 400 && error.fields.some((f) => f.field === 'PatientsIDs' && f.key === 'recipients_req');

export async function sendMessageToPatients(
  _parent: unknown,
  { input }: { input: { patientIds: string[]; method?: string | null; text?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.messageNotSent;
  const access = await doctorWriter(context, title, 'message');
  if ('error' in access) return failed(access.error);
  const ids = input.patientIds.map((id) => internalIdOf(id, 'Patient'));
  const form = check(patientsMessageSchema, { Method: input.method ?? undefined, PatientsIDs: ids, Text: input.text ?? undefined });
  if (!form.ok) {
    const onlyRecipients = form.problems.every((p) => p.key === 'recipients_req');
    return failed(formError(onlyRecipients ? ERROR_TITLES.selectRecipients : title, form.problems, FIELD_NAMES));
  }
  try {
    const sent = await patientsRest.sendMessageToPatients(context.rest, access.caller.uid, form.value);
    // A patient is reached when any channel asked for was queued; nothing is claimed for the others.
    const channels = form.value.Method === 'BOTH' ? 2 : 1;
    const skippedBy = new Map<string, number>();
    for (const skip of sent.skipped) skippedBy.set(skip.id, (skippedBy.get(skip.id) ?? 0) + 1);
    const unreached = [...skippedBy.values()].filter((count) => count >= channels).length;
    return {
      recipientCount: sent.recipients,
      emailCount: sent.emails,
      smsCount: sent.sms,
      reachedCount: sent.recipients - unreached,
      skipped: sent.skipped.map((skip) => ({ recipientId: toGlobalId('Patient', skip.id), fullName: skip.name, channel: skip.channel })),
      errors: [],
    };
  } catch (error) {
    if (unreachableRecipient(error)) throw notFoundError();
    return failed(restFailure(error, title, FIELD_NAMES));
  }
}
