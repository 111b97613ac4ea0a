// The site form (§5) in the 600px side panel: add a site, or edit one's details.
// Name and e-mail, then the address (country, state for the U.S., city, street, apartment,
// ZIP), then whether test reports are backed up.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { TEXT_LIMITS } from '@portal/domain/constants';
import { ERROR_TITLES } from '@portal/domain/errors';
import { SITE_INPUT_FIELDS } from '@portal/domain/formInputs';
import { countryLabel } from '@portal/domain/countries';
import { siteFormSchema } from '@portal/domain/forms';
import type { SiteFormPanel_site$key } from '../../__generated__/SiteFormPanel_site.graphql';
import { CountryPickerField, countryFormValue, StateField } from '../../components/form/AddressPickers';
import { CheckboxField, InputField } from '../../components/form/formFields';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { FormSidePanel } from '../../components/sidePanel/FormSidePanel';
import { useCreateSiteMutation } from './useCreateSiteMutation';
import { useUpdateSiteMutation } from './useUpdateSiteMutation';

interface SiteFields {
  name: string;
  email: string;
  phoneNumber: string;
  country: string;
  state: string;
  city: string;
  street: string;
  apartment: string;
  zipCode: string;
  backUpData: boolean;
}

const resolver = inputResolver<SiteFields>(siteFormSchema, SITE_INPUT_FIELDS);

type SiteFormPanelProps =
  | { site: SiteFormPanel_site$key; connectionId?: undefined; onClose: () => void }
  | { site?: undefined; connectionId: string; onClose: () => void };

export function SiteFormPanel({ site: siteKey, connectionId, onClose }: SiteFormPanelProps) {
  const { t, i18n } = useLingui();
  const site = useFragment(
    graphql`
      fragment SiteFormPanel_site on Site {
        id
        version
        name
        email
        phoneNumber
        country
        state
        city
        street
        apartment
        zipCode
        backUpData
      }
    `,
    siteKey ?? null,
  );
  // The site as saved: the form's first values, and on a conflict what the user's are compared with.
  const savedValues: SiteFields = {
    name: site?.name ?? '',
    email: site?.email ?? '',
    phoneNumber: site?.phoneNumber ?? '',
    // A recognised country as its code, so the picker and the U.S. rule read it alike.
    country: countryFormValue(site?.country),
    state: site?.state ?? '',
    city: site?.city ?? '',
    street: site?.street ?? '',
    apartment: site?.apartment ?? '',
    zipCode: site?.zipCode ?? '',
    // §3: backup is on for a new site.
    backUpData: site?.backUpData ?? true,
  };
  const form = useForm<SiteFields>({ resolver, defaultValues: savedValues });
  const [createSite] = useCreateSiteMutation();
  const [updateSite] = useUpdateSiteMutation();
  const editing = Boolean(site);

  return (
    <FormSidePanel
      title={editing ? t`Edit site details` : t`Add site`}
      form={form}
      failureTitle={editing ? ERROR_TITLES.siteNotEdited : ERROR_TITLES.siteNotCreated}
      confirmTitle={editing ? t`Save the changes to this site?` : t`Add this site?`}
      withdrawTitle={editing ? t`Withdraw the changes to this site?` : t`Withdraw the new site?`}
      onClose={onClose}
      savedValues={site ? savedValues : undefined}
      conflictFields={[
        { name: 'name', label: t`Site name` },
        { name: 'email', label: t`E-mail` },
        { name: 'phoneNumber', label: t`Phone` },
        { name: 'country', label: t`Country`, format: (value) => countryLabel(String(value ?? ''), i18n.locale) },
        { name: 'state', label: t`State` },
        { name: 'city', label: t`City` },
        { name: 'street', label: t`Street` },
        { name: 'apartment', label: t`Apartment` },
        { name: 'zipCode', label: t`ZIP code` },
        { name: 'backUpData', label: t`Back up test reports`, format: (value) => (value ? t`On` : t`Off`) },
      ]}
      onSave={(values) => {
        const input = emptiesAsNull(values);
        // The version the form shows: a save over someone else's newer one is refused, then compared.
        return site ? updateSite({ ...input, id: site.id, expectedVersion: site.version }) : createSite(input, connectionId ?? '');
      }}
    >
      <Stack gap="4">
        <InputField form={form} name="name" label={t`Site name`} required maxLength={TEXT_LIMITS.siteField} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InputField form={form} name="email" type="email" label={t`E-mail`} required maxLength={TEXT_LIMITS.siteField} dir="ltr" />
          <InputField form={form} name="phoneNumber" type="tel" label={t`Phone`} dir="ltr" />
        </SimpleGrid>
      </Stack>
      <Stack gap="4" as="fieldset">
        <Heading as="legend" size="sm" mb="1">
          {t`Site address`}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CountryPickerField form={form} name="country" label={t`Country`} required />
          {/* §5: a U.S. country makes the state a required choice of the U.S. states. */}
          <StateField
            form={form}
            name="state"
            countryName="country"
            label={t`State`}
            helper={t`Required for the United States`}
            maxLength={TEXT_LIMITS.address}
          />
          <InputField form={form} name="city" label={t`City`} required maxLength={TEXT_LIMITS.address} />
          <InputField form={form} name="street" label={t`Street`} required maxLength={TEXT_LIMITS.address} />
          <InputField form={form} name="apartment" label={t`Apartment`} required maxLength={TEXT_LIMITS.address} />
          <InputField form={form} name="zipCode" label={t`ZIP code`} maxLength={TEXT_LIMITS.address} />
        </SimpleGrid>
      </Stack>
      <CheckboxField
        form={form}
        name="backUpData"
        label={t`Back up test reports`}
        helper={t`When off, test reports are not available in the portal.`}
      />
    </FormSidePanel>
  );
}
