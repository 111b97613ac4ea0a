// The patient form's three sections (§2 Add patient): patient details, address and notes.
// Two columns on wide screens, one on narrow; the §9 text limits cap what can be typed.
import { useMemo, type ReactNode } from 'react';
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TEXT_LIMITS } from '@portal/domain/constants';
import { InputField, SelectField, TextareaField } from '../../components/form/formFields';
import { DateField, todayIsoDay } from '../../components/form/DateField';
import { CountryPickerField, StateField } from '../../components/form/AddressPickers';
import { GENDER_LABELS } from '../patients/patientLabels';
import type { PatientFields } from './patientFormValues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PatientForm = UseFormReturn<PatientFields, unknown, any>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="4" minW="0">
      <Heading as="legend" size="md" mb="1">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function PatientDetailsSection({ form, emailRequired }: { form: PatientForm; emailRequired: boolean }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const genderOptions = useMemo(() => Object.entries(GENDER_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })), [i18n]);
  return (
    <Section title={t`Patient details`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField form={form} name="firstName" label={t`First name`} required maxLength={TEXT_LIMITS.name} />
        <InputField form={form} name="lastName" label={t`Last name`} required maxLength={TEXT_LIMITS.name} />
        <InputField form={form} name="socialId" label={t`Social ID`} maxLength={TEXT_LIMITS.name} dir="ltr" />
        {/* dd/mm/yyyy whatever the browser's locale (§1); no later than today. */}
        <DateField form={form} name="birthdate" label={t`Date of birth`} required max={todayIsoDay()} />
        <SelectField form={form} name="gender" label={t`Gender`} options={genderOptions} placeholder={t`Choose a gender`} />
        <InputField
          form={form}
          name="email"
          type="email"
          label={t`E-mail`}
          required={emailRequired}
          maxLength={TEXT_LIMITS.versionUrl}
          dir="ltr"
        />
        <InputField form={form} name="phoneNumber" type="tel" label={t`Phone`} dir="ltr" />
      </SimpleGrid>
    </Section>
  );
}

export function AddressSection({ form }: { form: PatientForm }) {
  const { t } = useLinguiMacro();
  const limit = TEXT_LIMITS.address;
  return (
    <Section title={t`Address`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CountryPickerField form={form} name="country" label={t`Country`} />
        {/* §5: a U.S. country makes the state a required choice of the U.S. states. */}
        <StateField
          form={form}
          name="state"
          countryName="country"
          label={t`State`}
          maxLength={limit}
          helper={t`Required for the United States`}
        />
        <InputField form={form} name="city" label={t`City`} maxLength={limit} />
        <InputField form={form} name="street" label={t`Street`} maxLength={limit} />
        <InputField form={form} name="apartment" label={t`Apartment`} maxLength={limit} />
        <InputField form={form} name="zipCode" label={t`ZIP code`} maxLength={limit} dir="ltr" />
      </SimpleGrid>
    </Section>
  );
}

export function NotesSection({ form }: { form: PatientForm }) {
  const { t } = useLinguiMacro();
  const count = (useWatch({ control: form.control, name: 'notes' }) ?? '').length;
  const limit = TEXT_LIMITS.notes;
  return (
    <Section title={t`Notes`}>
      <TextareaField
        form={form}
        name="notes"
        label={t`Notes for this patient`}
        maxLength={limit}
        rows={4}
        helper={
          <Text as="span" display="block" textAlign="end" fontVariantNumeric="tabular-nums">
            {t`${count} of ${limit} characters`}
          </Text>
        }
      />
    </Section>
  );
}
