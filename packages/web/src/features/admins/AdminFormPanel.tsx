// The admin form (§5) in the 600px side panel: add an admin, or edit one's details.
// Names, phone and e-mail are required; two-factor sign-in is on for a new admin.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { TEXT_LIMITS } from '@portal/domain/constants';
import { ERROR_TITLES } from '@portal/domain/errors';
import { ADMIN_INPUT_FIELDS } from '@portal/domain/formInputs';
import { adminFormSchema } from '@portal/domain/forms';
import type { AdminFormPanel_admin$key } from '../../__generated__/AdminFormPanel_admin.graphql';
import { CheckboxField, InputField } from '../../components/form/formFields';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { FormSidePanel } from '../../components/sidePanel/FormSidePanel';
import { useCreateAdminMutation } from './useCreateAdminMutation';
import { useUpdateAdminMutation } from './useUpdateAdminMutation';
import { currentPasswordOf, EmailChangeFields } from '../emailChange/EmailChangeFields';

interface AdminFields {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  twoFactorEnabled: boolean;
}

const resolver = inputResolver<AdminFields>(adminFormSchema, ADMIN_INPUT_FIELDS);

type AdminFormPanelProps =
  | { admin: AdminFormPanel_admin$key; connectionId?: undefined; onClose: () => void }
  | { admin?: undefined; connectionId: string; onClose: () => void };

export function AdminFormPanel({ admin: adminKey, connectionId, onClose }: AdminFormPanelProps) {
  const { t } = useLingui();
  const admin = useFragment(
    graphql`
      fragment AdminFormPanel_admin on Admin {
        id
        version
        firstName
        lastName
        phoneNumber
        email
        pending
        pendingEmail
        twoFactorEnabled
      }
    `,
    adminKey ?? null,
  );
  // The admin as saved: the form's first values, and on a conflict what the user's are compared with.
  const savedValues: AdminFields = {
    firstName: admin?.firstName ?? '',
    lastName: admin?.lastName ?? '',
    phoneNumber: admin?.phoneNumber ?? '',
    email: admin?.email ?? '',
    // §3: TwoFA defaults to true on create.
    twoFactorEnabled: admin?.twoFactorEnabled ?? true,
  };
  const form = useForm<AdminFields>({ resolver, defaultValues: savedValues });
  const [createAdmin] = useCreateAdminMutation();
  const [updateAdmin] = useUpdateAdminMutation();
  const editing = Boolean(admin);

  return (
    <FormSidePanel
      title={editing ? t`Edit admin details` : t`Add admin`}
      form={form}
      failureTitle={editing ? ERROR_TITLES.adminNotEdited : ERROR_TITLES.adminNotCreated}
      confirmTitle={editing ? t`Save the changes to this admin?` : t`Add this admin?`}
      withdrawTitle={editing ? t`Withdraw the changes to this admin?` : t`Withdraw the new admin?`}
      onClose={onClose}
      savedValues={admin ? savedValues : undefined}
      conflictFields={[
        { name: 'firstName', label: t`First name` },
        { name: 'lastName', label: t`Last name` },
        { name: 'phoneNumber', label: t`Phone` },
        { name: 'email', label: t`E-mail` },
        { name: 'twoFactorEnabled', label: t`Two-factor sign-in`, format: (value) => (value ? t`On` : t`Off`) },
      ]}
      onSave={(values) => {
        const input = emptiesAsNull(values);
        // The version the form shows: a save over someone else's newer one is refused, then compared.
        return admin
          ? updateAdmin({ ...input, id: admin.id, expectedVersion: admin.version, ...currentPasswordOf(form) })
          : createAdmin(input, connectionId ?? '');
      }}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InputField form={form} name="firstName" label={t`First name`} required maxLength={TEXT_LIMITS.name} autoComplete="given-name" />
          <InputField form={form} name="lastName" label={t`Last name`} required maxLength={TEXT_LIMITS.name} autoComplete="family-name" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InputField form={form} name="phoneNumber" type="tel" label={t`Phone`} required dir="ltr" />
          <InputField
            form={form}
            name="email"
            type="email"
            label={t`E-mail`}
            helper={t`Also the admin's username.`}
            required
            maxLength={TEXT_LIMITS.ecpEmail}
            dir="ltr"
          />
        </SimpleGrid>
        <EmailChangeFields form={form} account={admin} />
      </Stack>
      <CheckboxField
        form={form}
        name="twoFactorEnabled"
        label={t`Two-factor sign-in`}
        helper={t`Signing in asks for a code sent by e-mail.`}
      />
    </FormSidePanel>
  );
}
