// /2FA (§2, §4): the e-mailed code, or the authenticator app's (with "Use a recovery code" in
// its place); Enter submits; a failed code clears the field.
import { useState } from 'react';
import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../components/formResolver';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { twoFactorFormSchema, type TwoFactorForm } from '@portal/domain/auth';
import { recoveryCodeSchema } from '@portal/domain/secondFactor';

const recoveryFieldSchema = z.object({ code: recoveryCodeSchema });
import type { TwoFactorPageQuery } from '../../__generated__/TwoFactorPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { PublicLayout } from '../../components/PublicLayout';
import { FormField } from '../../components/FormField';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useVerifySecondFactorMutation } from './useVerifySecondFactorMutation';
import { useVerifyRecoveryCodeMutation } from './useVerifyRecoveryCodeMutation';
import { useAuthOutcome } from './useAuthOutcome';
import { credentialsBanner, thrownCredentialsBanner } from './authBanners';
import { AUTH_PATHS } from './authSteps';
import type { ErrorBanner as Banner } from './userErrors';
import type { LoginLocationState } from './LoginForm';

export const twoFactorPageQuery = graphql`
  query TwoFactorPageQuery {
    pendingSignIn {
      step
      secondFactorMethod
    }
    appInfo {
      demoMode
    }
  }
`;

export function TwoFactorPage({ queryRef }: RouteQueryProps<TwoFactorPageQuery>) {
  const data = usePreloadedQuery<TwoFactorPageQuery>(twoFactorPageQuery, queryRef);
  const { t } = useLingui();
  useDocumentTitle(t`Verification code`);
  // §2: the 2FA screen needs a pending sign-in, else /.
  if (data.pendingSignIn?.step !== 'SECOND_FACTOR_REQUIRED') return <Navigate to="/" replace />;
  return (
    <PublicLayout>
      <TwoFactorForm demoMode={data.appInfo.demoMode} app={data.pendingSignIn.secondFactorMethod === 'APP'} />
    </PublicLayout>
  );
}

function TwoFactorForm({ demoMode, app }: { demoMode: boolean; app: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [recovery, setRecovery] = useState(false);
  const [verifyCode, codeInFlight] = useVerifySecondFactorMutation();
  const [verifyRecovery, recoveryInFlight] = useVerifyRecoveryCodeMutation();
  const inFlight = codeInFlight || recoveryInFlight;
  const verify = (code: string) => (recovery ? verifyRecovery(code) : verifyCode(code));
  // The form's one field holds an app or e-mailed code, or (switched) a recovery code.
  const schema = recovery ? recoveryFieldSchema : twoFactorFormSchema;
  const followOutcome = useAuthOutcome();
  const { register, handleSubmit, formState, reset, setFocus, clearErrors } = useForm<{ code: string }, unknown, TwoFactorForm>({
    resolver: (values, context, options) => formResolver<{ code: string }, typeof schema>(schema)(values, context, options),
    defaultValues: { code: '' },
  });
  const switchToRecovery = (next: boolean) => {
    setRecovery(next);
    setBanner(null);
    clearErrors();
    reset({ code: '' });
  };

  const fail = (next: Banner) => {
    setBanner(next);
    reset({ code: '' });
    setFocus('code');
  };

  const onValid = async ({ code }: TwoFactorForm) => {
    setBanner(null);
    try {
      const result = await verify(code);
      if (result.step === 'SIGNED_OUT') {
        // The code expired or too many were wrong: the sign-in starts again.
        const state: LoginLocationState = { banner: credentialsBanner(result.errors[0]) };
        await navigate(AUTH_PATHS.login, { replace: true, state });
        return;
      }
      if (result.errors.length > 0) return fail(credentialsBanner(result.errors[0]));
      if (!(await followOutcome(result))) fail(credentialsBanner(null));
    } catch (error) {
      fail(thrownCredentialsBanner(error));
    }
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <Trans>Two-step verification</Trans>
        </Heading>
        <Text color="fg.muted">
          {recovery ? (
            <Trans>Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.</Trans>
          ) : app ? (
            <Trans>Enter the code from your authenticator app to finish signing in.</Trans>
          ) : (
            <Trans>We sent a 6-digit code to your e-mail address. Enter it to finish signing in.</Trans>
          )}
        </Text>
      </Stack>
      {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Stack gap="4">
          <FormField label={recovery ? t`Recovery code` : t`Code`} errorKey={formState.errors.code?.message}>
            <Input
              key={recovery ? 'recovery' : 'code'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field, reached right after the password: the code goes in at once
              autoFocus
              maxLength={recovery ? 20 : 12}
              letterSpacing={recovery ? '0.1em' : '0.3em'}
              fontSize="lg"
              {...register('code')}
            />
          </FormField>
          <Button type="submit" size="lg" loading={inFlight} w="full">
            <Trans>Validate</Trans>
          </Button>
        </Stack>
      </form>
      {app ? (
        <Button
          variant="plain"
          size="sm"
          color="brand.fg"
          alignSelf="center"
          textDecoration="underline"
          onClick={() => switchToRecovery(!recovery)}
        >
          {recovery ? <Trans>Use the code from your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
        </Button>
      ) : null}
      {demoMode && !app ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          <Trans>
            Trying the demo? The e-mail is in the{' '}
            <Link href="/dev/mailbox" target="_blank" rel="noopener" variant="underline" color="brand.fg">
              dev mailbox
            </Link>
            .
          </Trans>
        </Text>
      ) : null}
      <Link asChild variant="underline" fontSize="sm" color="brand.fg" alignSelf="center">
        <RouterLink to={AUTH_PATHS.login}>
          <Trans>Back to login</Trans>
        </RouterLink>
      </Link>
    </Stack>
  );
}
