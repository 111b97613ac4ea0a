// The ECP form (§5) in the 600px side panel: invite a clinician, or edit one's details.
// Names, profession and license, social ID and date of birth (§3), then contact details, then the site (chosen by the platform
// admin; fixed once the ECP exists) and the site-admin flag, then notes.
import { useMemo } from 'react';
import { DataList, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { TEXT_LIMITS } from '@portal/domain/constants';
import { PROFESSIONS, type ProfessionKey } from '@portal/domain/enums';
import { ERROR_TITLES } from '@portal/domain/errors';
import { ECP_INPUT_FIELDS } from '@portal/domain/formInputs';
import { ecpFormSchema } from '@portal/domain/forms';
import type { EcpFormPanel_ecp$key } from '../../__generated__/EcpFormPanel_ecp.graphql';
import type { EcpFormPanel_sites$key } from '../../__generated__/EcpFormPanel_sites.graphql';
import type { Profession } from '../../__generated__/useCreateEcpMutation.graphql';
import { DateField, todayIsoDay } from '../../components/form/DateField';
import { CheckboxField, InputField, SelectField, TextareaField } from '../../components/form/formFields';
import { formatDate } from '../../i18n/dates';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { FormSidePanel } from '../../components/sidePanel/FormSidePanel';
import { PROFESSION_LABELS } from '../adminConsole/consoleLabels';
import { useCreateEcpMutation } from './useCreateEcpMutation';
import { useUpdateEcpMutation } from './useUpdateEcpMutation';
import { currentPasswordOf, EmailChangeFields } from '../emailChange/EmailChangeFields';

interface EcpFields {
  firstName: string;
  lastName: string;
  /** The GraphQL Profession value (MD, OPTOMETRIST, …), '' until chosen. */
  profession: string;
  phoneNumber: string;
  email: string;
  siteId: string;
  isSiteAdmin: boolean;
  medicalLicense: string;
  socialID: string;
  /** yyyy-mm-dd, '' when not recorded. */
  birthdate: string;
  notes: string;
}

/** The form holds the GraphQL enum value; the domain schema knows the §3 code (MD → 1). */
const professionAsCode = (body: Record<string, unknown>) => {
  const value = body.Profession;
  if (typeof value !== 'string') return body;
  const key = value.toLowerCase() as ProfessionKey;
  return { ...body, Profession: key in PROFESSIONS ? PROFESSIONS[key] : value };
};

const resolver = inputResolver<EcpFields>(ecpFormSchema, ECP_INPUT_FIELDS, professionAsCode);

type EcpFormPanelProps = {
  /** The sites a platform admin chooses from. */
  sites: EcpFormPanel_sites$key;
  /** A site admin's own site (§6): no site choice; new clinicians join it. */
  fixedSite?: { internalID: string; name: string } | null;
  onClose: () => void;
} & ({ ecp: EcpFormPanel_ecp$key; connectionId?: undefined } | { ecp?: undefined; connectionId: string });

export function EcpFormPanel({ ecp: ecpKey, sites: sitesKey, fixedSite = null, connectionId, onClose }: EcpFormPanelProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const ecp = useFragment(
    graphql`
      fragment EcpFormPanel_ecp on Ecp {
        id
        version
        firstName
        lastName
        profession
        phoneNumber
        email
        pending
        pendingEmail
        site {
          id
          name
        }
        isSiteAdmin
        medicalLicense
        socialID
        birthdate
        notes
      }
    `,
    ecpKey ?? null,
  );
  const sites = useFragment(
    graphql`
      fragment EcpFormPanel_sites on Site @relay(plural: true) {
        id
        name
        pending
      }
    `,
    sitesKey,
  );
  const editing = Boolean(ecp);
  // The ECP as saved: the form's first values, and on a conflict what the user's are compared with.
  const savedValues: EcpFields = {
    firstName: ecp?.firstName ?? '',
    lastName: ecp?.lastName ?? '',
    profession: ecp?.profession ?? '',
    phoneNumber: ecp?.phoneNumber ?? '',
    email: ecp?.email ?? '',
    // A site admin's clinicians are always of their site; the BFF and REST set it whatever is sent.
    siteId: fixedSite?.internalID ?? ecp?.site?.id ?? '',
    isSiteAdmin: ecp?.isSiteAdmin ?? false,
    medicalLicense: ecp?.medicalLicense ?? '',
    socialID: ecp?.socialID ?? '',
    birthdate: ecp?.birthdate ?? '',
    notes: ecp?.notes ?? '',
  };
  const form = useForm<EcpFields>({ resolver, defaultValues: savedValues });
  const [createEcp] = useCreateEcpMutation();
  const [updateEcp] = useUpdateEcpMutation();

  const professionOptions = useMemo(
    () => Object.entries(PROFESSION_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
    [i18n],
  );
  const siteOptions = useMemo(() => {
    // A site waiting for approval takes clinicians only through its registration (the Pending tab).
    const options = sites.filter((site) => !site.pending).map((site) => ({ value: site.id, label: site.name }));
    // An edited ECP's site is shown even when it is beyond the first page of sites.
    const own = ecp?.site;
    if (own && !options.some((option) => option.value === own.id)) options.push({ value: own.id, label: own.name });
    return options.sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  }, [sites, ecp?.site, i18n.locale]);

  return (
    <FormSidePanel
      title={editing ? t`Edit ECP details` : t`Add clinician`}
      form={form}
      failureTitle={editing ? ERROR_TITLES.ecpNotEdited : ERROR_TITLES.ecpNotCreated}
      confirmTitle={editing ? t`Save the changes to this clinician?` : t`Add this clinician?`}
      withdrawTitle={editing ? t`Withdraw the changes to this clinician?` : t`Withdraw the new clinician?`}
      onClose={onClose}
      savedValues={ecp ? savedValues : undefined}
      conflictFields={[
        { name: 'firstName', label: t`First name` },
        { name: 'lastName', label: t`Last name` },
        { name: 'profession', label: t`Profession`, format: (value) => professionOptions.find((o) => o.value === value)?.label ?? '' },
        { name: 'medicalLicense', label: t`Medical license` },
        { name: 'socialID', label: t`Social ID` },
        { name: 'birthdate', label: t`Date of birth`, format: (value) => formatDate(String(value ?? '')) },
        { name: 'email', label: t`E-mail` },
        { name: 'phoneNumber', label: t`Phone` },
        { name: 'isSiteAdmin', label: t`Site administrator`, format: (value) => (value ? t`Yes` : t`No`) },
        { name: 'notes', label: t`Notes` },
      ]}
      onSave={(values) => {
        const { profession, ...rest } = emptiesAsNull(values);
        // The version the form shows: a save over someone else's newer one is refused, then compared.
        const input = { ...rest, profession: profession as Profession | null, ...(ecp ? { expectedVersion: ecp.version } : {}) };
        // §5: the site never changes on edit.
        const reauthentication = currentPasswordOf(form);
        if (fixedSite)
          return ecp
            ? updateEcp({ ...input, id: ecp.id, siteId: null, ...reauthentication })
            : createEcp({ ...input, siteId: null }, connectionId ?? '');
        return ecp
          ? updateEcp({ ...input, id: ecp.id, siteId: ecp.site?.id ?? null, ...reauthentication })
          : createEcp(input, connectionId ?? '');
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <InputField form={form} name="firstName" label={t`First name`} required maxLength={TEXT_LIMITS.name} />
        <InputField form={form} name="lastName" label={t`Last name`} required maxLength={TEXT_LIMITS.name} />
        <SelectField
          form={form}
          name="profession"
          label={t`Profession`}
          required
          options={professionOptions}
          placeholder={t`Choose a profession`}
        />
        <InputField form={form} name="medicalLicense" label={t`Medical license`} maxLength={TEXT_LIMITS.license} />
        <InputField form={form} name="socialID" label={t`Social ID`} maxLength={TEXT_LIMITS.name} />
        <DateField form={form} name="birthdate" label={t`Date of birth`} max={todayIsoDay()} />
      </SimpleGrid>
      <Stack gap="4" as="fieldset">
        <Heading as="legend" size="sm" mb="1">
          {t`Contact details`}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InputField
            form={form}
            name="email"
            type="email"
            label={t`E-mail`}
            required
            maxLength={TEXT_LIMITS.ecpEmail}
            dir="ltr"
            helper={t`Also the username for signing in.`}
          />
          <InputField form={form} name="phoneNumber" type="tel" label={t`Phone`} required dir="ltr" />
        </SimpleGrid>
        <EmailChangeFields form={form} account={ecp} />
      </Stack>
      <Stack gap="4" as="fieldset">
        <Heading as="legend" size="sm" mb="1">
          {t`Site and role`}
        </Heading>
        {fixedSite ? (
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t`Site`}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{fixedSite.name}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <SelectField
            form={form}
            name="siteId"
            label={t`Site`}
            required
            disabled={editing}
            helper={editing ? t`A clinician's site cannot be changed.` : undefined}
            options={siteOptions}
            placeholder={t`Choose a site`}
          />
        )}
        <CheckboxField
          form={form}
          name="isSiteAdmin"
          label={t`Site administrator`}
          helper={t`Site administrators manage the clinicians and devices of their site.`}
        />
      </Stack>
      <TextareaField form={form} name="notes" label={t`Notes`} maxLength={TEXT_LIMITS.notes} rows={4} />
    </FormSidePanel>
  );
}
