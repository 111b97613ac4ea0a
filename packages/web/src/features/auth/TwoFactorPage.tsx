// /2FA (§2, §4): the e-mailed code; Enter submits; a failed code clears the field.
import { useState } from 'react';
import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../components/formResolver';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { twoFactorFormSchema, type TwoFactorForm } from '@portal/domain/auth';
import type { TwoFactorPageQuery } from '../../__generated__/TwoFactorPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { PublicLayout } from '../../components/PublicLayout';
import { FormField } from '../../components/FormField';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useVerifySecondFactorMutation } from './useVerifySecondFactorMutation';
import { useAuthOutcome } from './useAuthOutcome';
import { credentialsBanner, thrownCredentialsBanner } from './authBanners';
import { AUTH_PATHS } from './authSteps';
import type { ErrorBanner as Banner } from './userErrors';
import type { LoginLocationState } from './LoginForm';

export const twoFactorPageQuery = graphql`
  query TwoFactorPageQuery {
    pendingSignIn {
      step
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
      <TwoFactorForm demoMode={data.appInfo.demoMode} />
    </PublicLayout>
  );
}

function TwoFactorForm({ demoMode }: { demoMode: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [verify, inFlight] = useVerifySecondFactorMutation();
  const followOutcome = useAuthOutcome();
  const { register, handleSubmit, formState, reset, setFocus } = useForm<{ code: string }, unknown, TwoFactorForm>({
    resolver: formResolver<{ code: string }, typeof twoFactorFormSchema>(twoFactorFormSchema),
    defaultValues: { code: '' },
  });

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
          <Trans>We sent a 6-digit code to your e-mail address. Enter it to finish signing in.</Trans>
        </Text>
      </Stack>
      {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Stack gap="4">
          <FormField label={t`Code`} errorKey={formState.errors.code?.message}>
            <Input
              autoComplete="one-time-code"
              inputMode="numeric"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field, reached right after the password: the code goes in at once
              autoFocus
              maxLength={12}
              letterSpacing="0.3em"
              fontSize="lg"
              {...register('code')}
            />
          </FormField>
          <Button type="submit" size="lg" loading={inFlight} w="full">
            <Trans>Validate</Trans>
          </Button>
        </Stack>
      </form>
      {demoMode ? (
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
