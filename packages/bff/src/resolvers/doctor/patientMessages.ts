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
import { doctorWriter } from './access';

const FIELD_NAMES = { Method: 'method', PatientsIDs: 'patientIds' };

/** REST refuses the whole message when one id names no patient of this doctor (another's, or none). */
const unreachableRecipient = (error: unknown) =>
  error instanceof HttpError && error.status === 400 && error.fields.some((f) => f.field === 'PatientsIDs' && f.key === 'recipients_req');

export async function sendMessageToPatients(
  _parent: unknown,
  { input }: { input: { patientIds: string[]; method?: string | null } },
  context: BffContext,
) {
  const title = ERROR_TITLES.messageNotSent;
  const access = await doctorWriter(context, title, 'message');
  if ('error' in access) return failed(access.error);
  const ids = input.patientIds.map((id) => internalIdOf(id, 'Patient'));
  const form = check(patientsMessageSchema, { Method: input.method ?? undefined, PatientsIDs: ids });
  if (!form.ok) {
    const onlyRecipients = form.problems.every((p) => p.key === 'recipients_req');
    return failed(formError(onlyRecipients ? ERROR_TITLES.selectRecipients : title, form.problems, FIELD_NAMES));
  }
  try {
    const sent = await patientsRest.sendMessageToPatients(context.rest, access.caller.uid, form.value);
    return { recipientCount: sent.recipients, emailCount: sent.emails, smsCount: sent.sms, errors: [] };
  } catch (error) {
    if (unreachableRecipient(error)) throw notFoundError();
    return failed(restFailure(error, title, FIELD_NAMES));
  }
}
