// Turning the authenticator app off, or renewing its recovery codes: the password and a current
// code from the app or an unused recovery code. A renewal shows the new codes once.
import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { secondFactorProofFormSchema } from '@portal/domain/secondFactor';
import type { SecondFactorProofFormDisableMutation } from '../../__generated__/SecondFactorProofFormDisableMutation.graphql';
import type { SecondFactorProofFormRenewMutation } from '../../__generated__/SecondFactorProofFormRenewMutation.graphql';
import { FormField } from '../../components/FormField';
import { formResolver } from '../../components/formResolver';
import { PasswordInput } from '../../components/PasswordInput';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { applyFailure } from './applyFailure';
import { RecoveryCodeList } from './RecoveryCodeList';

const disableMutation = graphql`
  mutation SecondFactorProofFormDisableMutation($input: DisableAuthenticatorAppInput!) {
    disableAuthenticatorApp(input: $input) {
      viewer {
        id
        secondFactor {
          authenticatorApp
          recoveryCodesLeft
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const renewMutation = graphql`
  mutation SecondFactorProofFormRenewMutation($input: RenewRecoveryCodesInput!) {
    renewRecoveryCodes(input: $input) {
      recoveryCodes
      viewer {
        id
        secondFactor {
          recoveryCodesLeft
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

type Fields = { password: string; code: string };

export function SecondFactorProofForm({ mode, onDone, onCancel }: { mode: 'disable' | 'renew'; onDone: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [disable, disabling] = usePromiseMutation<SecondFactorProofFormDisableMutation>(disableMutation, { globalErrorModal: true });
  const [renew, renewing] = usePromiseMutation<SecondFactorProofFormRenewMutation>(renewMutation, { globalErrorModal: true });
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const form = useForm<Fields, unknown, Fields>({
    resolver: formResolver<Fields, typeof secondFactorProofFormSchema>(secondFactorProofFormSchema),
    defaultValues: { password: '', code: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    if (mode === 'disable') {
      const { disableAuthenticatorApp: result } = await disable({ input });
      if (applyFailure(result.errors, form.setError)) onDone();
      return;
    }
    const { renewRecoveryCodes: result } = await renew({ input });
    if (applyFailure(result.errors, form.setError) && result.recoveryCodes) setCodes(result.recoveryCodes);
  });

  if (codes) {
    return (
      <Stack gap="4">
        <Text fontWeight="semibold">{t`Your earlier recovery codes no longer work. These are your new ones.`}</Text>
        <RecoveryCodeList codes={codes} />
        <Button alignSelf="end" onClick={onDone}>{t`I have saved my recovery codes`}</Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Text>
          {mode === 'disable'
            ? t`To turn the authenticator app off, enter your password and a code from the app or one of your recovery codes. Every other session of your account ends.`
            : t`To get new recovery codes, enter your password and a code from the app or one of your recovery codes. The earlier codes stop working.`}
        </Text>
        <FormField label={t`Your password`} errorKey={form.formState.errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <FormField label={t`Code from the app or recovery code`} errorKey={form.formState.errors.code?.message}>
          <Input autoComplete="one-time-code" maxLength={20} {...form.register('code')} />
        </FormField>
        <HStack justify="end">
          <Button variant="ghost" onClick={onCancel}>{t`Cancel`}</Button>
          <Button type="submit" colorPalette={mode === 'disable' ? 'red' : undefined} loading={disabling || renewing}>
            {mode === 'disable' ? t`Turn off` : t`Get new codes`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
