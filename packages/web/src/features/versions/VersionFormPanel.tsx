// The version form (§5) in the 600px side panel: add a software version, or edit one.
// Type, dotted number (at most 20) and download URL (at most 100) are required.
import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { TEXT_LIMITS } from '@portal/domain/constants';
import { VERSION_TYPE_KEYS } from '@portal/domain/enums';
import { ERROR_TITLES } from '@portal/domain/errors';
import { VERSION_INPUT_FIELDS } from '@portal/domain/formInputs';
import { versionFormSchema } from '@portal/domain/forms';
import type { VersionFormPanel_version$key, VersionType } from '../../__generated__/VersionFormPanel_version.graphql';
import { CheckboxField, InputField, SelectField } from '../../components/form/formFields';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { FormSidePanel } from '../../components/sidePanel/FormSidePanel';
import { versionTypeLabel } from './versionTypes';
import { useAddSoftwareVersionMutation } from './useAddSoftwareVersionMutation';
import { useEditSoftwareVersionMutation } from './useEditSoftwareVersionMutation';

interface VersionFields {
  /** '' until a type is chosen. */
  type: VersionType | '';
  versionNumber: string;
  url: string;
  forceUpdate: boolean;
}

const resolver = inputResolver<VersionFields>(versionFormSchema, VERSION_INPUT_FIELDS);

type VersionFormPanelProps =
  | { version: VersionFormPanel_version$key; connectionId?: undefined; onClose: () => void }
  | { version?: undefined; connectionId: string; onClose: () => void };

export function VersionFormPanel({ version: versionKey, connectionId, onClose }: VersionFormPanelProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const version = useFragment(
    graphql`
      fragment VersionFormPanel_version on SoftwareVersion {
        id
        version
        type
        versionNumber
        url
        forceUpdate
      }
    `,
    versionKey ?? null,
  );
  // The version as saved: the form's first values, and on a conflict what the user's are compared with.
  const savedValues: VersionFields = {
    type: version?.type ?? '',
    versionNumber: version?.versionNumber ?? '',
    url: version?.url ?? '',
    // §3: forceUpdate defaults to false.
    forceUpdate: version?.forceUpdate ?? false,
  };
  const form = useForm<VersionFields>({ resolver, defaultValues: savedValues });
  const [addVersion] = useAddSoftwareVersionMutation();
  const [editVersion] = useEditSoftwareVersionMutation();
  const editing = Boolean(version);
  const typeOptions = VERSION_TYPE_KEYS.map((type) => ({ value: type, label: versionTypeLabel(i18n, type) }));

  return (
    <FormSidePanel
      title={editing ? t`Edit version` : t`Add version`}
      form={form}
      failureTitle={editing ? ERROR_TITLES.versionNotEdited : ERROR_TITLES.versionNotCreated}
      confirmTitle={editing ? t`Save the changes to this version?` : t`Add this version?`}
      withdrawTitle={editing ? t`Withdraw the changes to this version?` : t`Withdraw the new version?`}
      onClose={onClose}
      savedValues={version ? savedValues : undefined}
      conflictFields={[
        { name: 'type', label: t`Type`, format: (value) => typeOptions.find((o) => o.value === value)?.label ?? '' },
        { name: 'versionNumber', label: t`Version number` },
        { name: 'url', label: t`URL` },
        { name: 'forceUpdate', label: t`Force update`, format: (value) => (value ? t`Yes` : t`No`) },
      ]}
      onSave={(values) => {
        // The resolver let only a chosen type through.
        const input = { ...emptiesAsNull(values), type: values.type as VersionType };
        // The record's version the form shows: a save over someone else's newer one is refused, then compared.
        return version
          ? editVersion({ ...input, id: version.id, expectedVersion: version.version })
          : addVersion(input, connectionId ?? '');
      }}
    >
      <Stack gap="4">
        <SelectField form={form} name="type" label={t`Type`} required options={typeOptions} placeholder={t`Choose a type`} />
        <InputField
          form={form}
          name="versionNumber"
          label={t`Version number`}
          helper={t`Dotted numbers, for example 1.10.0`}
          required
          maxLength={TEXT_LIMITS.versionNumber}
          dir="ltr"
        />
        <InputField form={form} name="url" type="url" label={t`URL`} required maxLength={TEXT_LIMITS.versionUrl} dir="ltr" />
      </Stack>
      <CheckboxField form={form} name="forceUpdate" label={t`Force update`} helper={t`Devices must install this version.`} />
    </FormSidePanel>
  );
}
