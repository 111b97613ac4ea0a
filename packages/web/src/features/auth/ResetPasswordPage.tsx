// /ResetPassword (§2, §8): ask for a create-password link by e-mail. After a valid submit
// the answer is the same whether or not the account exists, unless the bot check refused it.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Alert, Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../components/formResolver';
import { Link as RouterLink, useLocation } from 'react-router';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@portal/domain/auth';
import { PublicLayout } from '../../components/PublicLayout';
import { FormField } from '../../components/FormField';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { errorMessage } from '../../i18n/catalogTexts';
import { PageSpinner } from '../../components/PageSpinner';
import type { ResetPasswordPageQuery } from '../../__generated__/ResetPasswordPageQuery.graphql';
import { useBotCheck } from '../botCheck/useBotCheck';
import { botCheckRefusalOf } from '../botCheck/botCheckErrors';
import { useRequestPasswordResetMutation } from './useRequestPasswordResetMutation';
import { credentialsBanner, isConnectionFailure } from './authBanners';
import { fieldErrorsOf, type ErrorBanner as Banner } from './userErrors';
import { AUTH_PATHS } from './authSteps';

export interface ResetPasswordLocationState {
  username?: string;
}

// The route has no loader: the bot-check settings come from the store when /login loaded them.
const resetPasswordPageQuery = graphql`
  query ResetPasswordPageQuery {
    appInfo {
      ...useBotCheck_appInfo
    }
  }
`;

export function ResetPasswordPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ResetPasswordScreen />
    </Suspense>
  );
}

function ResetPasswordScreen() {
  const data = useLazyLoadQuery<ResetPasswordPageQuery>(resetPasswordPageQuery, {}, { fetchPolicy: 'store-or-network' });
  const getBotToken = useBotCheck('passwordReset', data.appInfo);
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  useDocumentTitle(t`Reset password`);
  const location = useLocation();
  const carried = (location.state as ResetPasswordLocationState | null)?.username ?? '';
  const [sent, setSent] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [request, inFlight] = useRequestPasswordResetMutation();
  const { register, handleSubmit, formState, setError } = useForm<{ username: string }, unknown, ResetPasswordForm>({
    resolver: formResolver<{ username: string }, typeof resetPasswordFormSchema>(resetPasswordFormSchema),
    defaultValues: { username: carried },
  });

  const onValid = async ({ username }: ResetPasswordForm) => {
    setBanner(null);
    try {
      const result = await request(username, await getBotToken());
      const refusal = botCheckRefusalOf(result.errors);
      if (refusal) return setBanner(credentialsBanner(refusal));
      // Too many requests from this network: nothing was sent, and saying so is no account hint.
      const limited = result.errors.find((e) => e.__typename === 'PermissionError');
      if (limited) return setBanner(credentialsBanner(limited));
      const usernameError = fieldErrorsOf(result.errors).find((f) => f.field === 'username');
      if (usernameError) return setError('username', { message: usernameError.key });
      // §8: any other answer (a UserID error included) shows the new-password-sent text.
      setSent(true);
    } catch (error) {
      if (isConnectionFailure(error)) setBanner(credentialsBanner(null));
      else setSent(true);
    }
  };

  return (
    <PublicLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            <Trans>Reset password</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Enter your username. We will e-mail you a link to create a new password.</Trans>
          </Text>
        </Stack>
        {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
        {sent ? (
          <Alert.Root status="success" role="status" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{errorMessage(i18n, 'newPasswordSent')}</Alert.Description>
          </Alert.Root>
        ) : (
          <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
            <Stack gap="4">
              <FormField label={t`Username`} errorKey={formState.errors.username?.message}>
                {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field: the user came here to type it */}
                <Input type="email" autoComplete="username" inputMode="email" autoFocus {...register('username')} />
              </FormField>
              <Button type="submit" size="lg" loading={inFlight || formState.isSubmitting} w="full">
                <Trans>Send</Trans>
              </Button>
            </Stack>
          </form>
        )}
        <Link asChild variant="underline" fontSize="sm" color="brand.fg" alignSelf="center">
          <RouterLink to={AUTH_PATHS.login}>
            <Trans>Back to login</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </PublicLayout>
  );
}
