// The three sections of /register (§2): the eye care provider, the new site and its address.
// Two columns on wide screens, one on narrow; the §5 registration limits cap what can be typed.
import { useMemo, type ReactNode } from 'react';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { CountryPickerField, StateField } from '../../components/form/AddressPickers';
import { CheckboxField, InputField, SelectField } from '../../components/form/formFields';
import { PROFESSION_LABELS } from '../adminConsole/consoleLabels';
import type { RegistrationFields } from './registrationValues';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RegistrationForm = UseFormReturn<RegistrationFields, unknown, any>;

/** §5 Registration: its own limits (a longer last name, e-mail and license than the ECP form). */
const LIMITS = { firstName: 20, lastName: 50, email: 100, license: 50, siteField: 50 } as const;

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

export function ProviderSection({ form }: { form: RegistrationForm }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const professionOptions = useMemo(
    () => Object.entries(PROFESSION_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
    [i18n],
  );
  return (
    <Section title={t`Eye Care Provider`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField form={form} name="firstName" label={t`First name`} required maxLength={LIMITS.firstName} autoComplete="given-name" />
        <InputField form={form} name="lastName" label={t`Last name`} required maxLength={LIMITS.lastName} autoComplete="family-name" />
        <InputField
          form={form}
          name="email"
          type="email"
          label={t`E-mail`}
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          dir="ltr"
          helper={t`Also the username for signing in.`}
        />
        <InputField form={form} name="phoneNumber" type="tel" label={t`Phone`} autoComplete="tel" dir="ltr" />
        <SelectField
          form={form}
          name="profession"
          label={t`Profession`}
          required
          options={professionOptions}
          placeholder={t`Choose a profession`}
        />
        <InputField form={form} name="medicalLicense" label={t`Medical license`} maxLength={LIMITS.license} />
      </SimpleGrid>
    </Section>
  );
}

export function SiteSection({ form }: { form: RegistrationForm }) {
  const { t } = useLinguiMacro();
  return (
    <Section title={t`Site`}>
      <InputField form={form} name="siteName" label={t`Site name`} required maxLength={LIMITS.siteField} autoComplete="organization" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InputField form={form} name="siteEmail" type="email" label={t`Site e-mail`} required maxLength={LIMITS.email} dir="ltr" />
        <InputField form={form} name="sitePhoneNumber" type="tel" label={t`Site phone`} dir="ltr" />
      </SimpleGrid>
      <CheckboxField
        form={form}
        name="backUpData"
        label={t`Back up test data`}
        helper={t`Keeps the site's test reports available in the portal. You can change this later.`}
      />
    </Section>
  );
}

export function SiteAddressSection({ form }: { form: RegistrationForm }) {
  const { t } = useLinguiMacro();
  const limit = LIMITS.siteField;
  return (
    <Section title={t`Site Address`}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <CountryPickerField form={form} name="siteCountry" label={t`Country`} required />
        {/* §5: a U.S. country makes the state a required choice of the U.S. states. */}
        <StateField
          form={form}
          name="siteState"
          countryName="siteCountry"
          label={t`State`}
          maxLength={limit}
          autoComplete="address-level1"
          helper={t`Required for the United States`}
        />
        <InputField form={form} name="siteCity" label={t`City`} maxLength={limit} autoComplete="address-level2" />
        <InputField form={form} name="siteStreet" label={t`Street`} maxLength={limit} autoComplete="address-line1" />
        <InputField form={form} name="siteApartment" label={t`Apartment`} maxLength={limit} autoComplete="address-line2" />
        <InputField form={form} name="siteZipCode" label={t`ZIP code`} maxLength={limit} autoComplete="postal-code" dir="ltr" />
      </SimpleGrid>
    </Section>
  );
}
