// The edit-patient form's side of an edit conflict: each field the doctor can change, labelled as
// on the form and shown as it reads there (a date as dd/mm/yyyy, a gender or a country by its name), where the
// doctor's value differs from the one saved by someone else meanwhile.
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { countryLabel } from '@portal/domain/countries';
import type { ConflictRow } from '../../components/sidePanel/EditConflictDialog';
import { formatDate } from '../../i18n/dates';
import { GENDER_LABELS } from '../patients/patientLabels';
import type { PatientFieldName, PatientFields } from './patientFormValues';

/** The rows of the fields that differ between `mine` and `saved`, in the form's order. */
export function usePatientConflictRows(): (mine: PatientFields, saved: PatientFields) => ConflictRow[] {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const fields: [PatientFieldName, string, ((value: string) => string)?][] = [
    ['firstName', t`First name`],
    ['lastName', t`Last name`],
    ['socialId', t`Social ID`],
    ['birthdate', t`Date of birth`, formatDate],
    ['gender', t`Gender`, (value) => (GENDER_LABELS[value] ? i18n._(GENDER_LABELS[value]) : '')],
    ['email', t`E-mail`],
    ['phoneNumber', t`Phone`],
    ['country', t`Country`, (value) => countryLabel(value, i18n.locale)],
    ['state', t`State`],
    ['city', t`City`],
    ['street', t`Street`],
    ['apartment', t`Apartment`],
    ['zipCode', t`ZIP code`],
    ['notes', t`Notes`],
  ];
  return (mine, saved) =>
    fields.flatMap(([name, label, format = (value: string) => value]) => {
      // What was typed is compared as it would be sent: surrounding spaces are not a difference.
      const [yours, now] = [format(mine[name].trim()), format(saved[name].trim())];
      return yours === now ? [] : [{ label, mine: yours, saved: now }];
    });
}
