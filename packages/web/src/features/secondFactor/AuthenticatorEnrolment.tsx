// Setting up an authenticator app: the password again, then the QR code (or the secret to type)
// and the app's first code, then the recovery codes, shown once.
import { useState } from 'react';
import { Button, Code, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import { enrolmentConfirmFormSchema, enrolmentStartFormSchema } from '@portal/domain/secondFactor';
import type { AuthenticatorEnrolmentConfirmMutation } from '../../__generated__/AuthenticatorEnrolmentConfirmMutation.graphql';
import type { AuthenticatorEnrolmentStartMutation } from '../../__generated__/AuthenticatorEnrolmentStartMutation.graphql';
import { FormField } from '../../components/FormField';
import { formResolver } from '../../components/formResolver';
import { PasswordInput } from '../../components/PasswordInput';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { QrCodeImage } from './QrCodeImage';
import { RecoveryCodeList } from './RecoveryCodeList';
import { applyFailure } from './applyFailure';

const startMutation = graphql`
  mutation AuthenticatorEnrolmentStartMutation($input: StartAuthenticatorEnrolmentInput!) {
    startAuthenticatorEnrolment(input: $input) {
      secret
      expiresInMinutes
      qrCode {
        size
        path
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const confirmMutation = graphql`
  mutation AuthenticatorEnrolmentConfirmMutation($input: ConfirmAuthenticatorEnrolmentInput!) {
    confirmAuthenticatorEnrolment(input: $input) {
      recoveryCodes
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

interface Enrolment {
  secret: string;
  minutes: number;
  qrCode: { size: number; path: string };
}

/** The steps in the dialog; `onDone` after the recovery codes were shown. */
export function AuthenticatorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const { t } = useLingui();
  if (codes) {
    return (
      <Stack gap="4">
        <Text fontWeight="semibold">{t`Your authenticator app is set up. From now on, signing in asks for its code.`}</Text>
        <RecoveryCodeList codes={codes} />
        <Button alignSelf="end" onClick={onDone}>{t`I have saved my recovery codes`}</Button>
      </Stack>
    );
  }
  if (enrolment) return <ConfirmStep enrolment={enrolment} onConfirmed={setCodes} onCancel={onCancel} />;
  return <PasswordStep onStarted={setEnrolment} onCancel={onCancel} />;
}

function PasswordStep({ onStarted, onCancel }: { onStarted: (enrolment: Enrolment) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [start, starting] = usePromiseMutation<AuthenticatorEnrolmentStartMutation>(startMutation, { globalErrorModal: true });
  const form = useForm<{ password: string }, unknown, { password: string }>({
    resolver: formResolver<{ password: string }, typeof enrolmentStartFormSchema>(enrolmentStartFormSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    const { startAuthenticatorEnrolment: result } = await start({ input: { password } });
    if (!applyFailure<{ password: string }>(result.errors, form.setError) || !result.secret || !result.qrCode) return;
    onStarted({ secret: result.secret, minutes: result.expiresInMinutes ?? 15, qrCode: result.qrCode });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Text>{t`To set up an authenticator app (such as Google Authenticator, Microsoft Authenticator or FreeOTP), enter your password again.`}</Text>
        <FormField label={t`Your password`} errorKey={form.formState.errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <HStack justify="end">
          <Button variant="ghost" onClick={onCancel}>{t`Cancel`}</Button>
          <Button type="submit" loading={starting}>{t`Continue`}</Button>
        </HStack>
      </Stack>
    </form>
  );
}

function ConfirmStep({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: (codes: readonly string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [confirm, confirming] = usePromiseMutation<AuthenticatorEnrolmentConfirmMutation>(confirmMutation, { globalErrorModal: true });
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver: formResolver<{ code: string }, typeof enrolmentConfirmFormSchema>(enrolmentConfirmFormSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    const { confirmAuthenticatorEnrolment: result } = await confirm({ input: { code } });
    if (!applyFailure<{ code: string }>(result.errors, form.setError) || !result.recoveryCodes) return;
    onConfirmed(result.recoveryCodes);
  });
  const minutes = enrolment.minutes;
  // Groups of four read back more easily when typed into an app by hand.
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Text>{t`Scan this QR code with your authenticator app, then enter the 6-digit code it shows. Finish within ${minutes} minutes.`}</Text>
        <HStack gap="4" align="start" wrap="wrap">
          <QrCodeImage size={enrolment.qrCode.size} path={enrolment.qrCode.path} label={t`QR code for your authenticator app`} />
          <Stack gap="1" minW="0" flex="1">
            <Text fontSize="sm" color="fg.muted">{t`Cannot scan it? Enter this key in the app instead (time-based):`}</Text>
            <Code data-testid="authenticator-secret" fontSize="md" px="2" py="1" dir="ltr" wordBreak="break-all">
              {grouped}
            </Code>
          </Stack>
        </HStack>
        <FormField label={t`Code from the app`} errorKey={form.formState.errors.code?.message}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={12} letterSpacing="0.3em" {...form.register('code')} />
        </FormField>
        <HStack justify="end">
          <Button variant="ghost" onClick={onCancel}>{t`Cancel`}</Button>
          <Button type="submit" loading={confirming}>{t`Turn on`}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
