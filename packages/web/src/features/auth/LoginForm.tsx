// /login (§2, §4, §5): username and password, errors only after a submit attempt, Enter
// submits, fields cleared on failure with the §8 line, branching on the step.
import { useState } from 'react';
import { Box, Button, HStack, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../components/lazyResolver';
import type { LoginFields } from './loginResolver';
import { Link as RouterLink, useLocation } from 'react-router';
import type { LoginForm as LoginValues } from '@portal/domain/auth';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { ErrorBanner } from '../../components/ErrorBanner';
import { clearPerUserStorage } from '../../session/storage';
import { useBotCheckToken, type BotCheckInfo } from '../botCheck/useBotCheckToken';
import { useSignInMutation } from './useSignInMutation';
import { useAuthOutcome } from './useAuthOutcome';
import { codeNotLoadedBanner, credentialsBanner, thrownCredentialsBanner } from './authBanners';
import { AUTH_PATHS } from './authSteps';
import type { ErrorBanner as Banner } from './userErrors';

// The checks (zod) load on the first focus or submit, not with the page.
const checks = lazyResolver<LoginFields, LoginValues>(() => import('./loginResolver').then((module) => module.loginResolver));

/** What other screens may hand to /login in the navigation state. */
export interface LoginLocationState {
  banner?: Banner;
}

/** `botCheck` is null until the page's query answers: a submit before then waits for the bot check's provider. */
export function LoginForm({ botCheck }: { botCheck: BotCheckInfo | null }) {
  const { t } = useLingui();
  const location = useLocation();
  const [banner, setBanner] = useState<Banner | null>(() => (location.state as LoginLocationState | null)?.banner ?? null);
  const [signIn, inFlight] = useSignInMutation();
  const getBotToken = useBotCheckToken('signIn', botCheck);
  const followOutcome = useAuthOutcome();
  const { register, handleSubmit, formState, reset, setFocus, watch } = useForm<LoginFields, unknown, LoginValues>({
    resolver: checks.resolver,
    defaultValues: { username: '', password: '' },
  });
  const typedUsername = watch('username');

  const fail = (next: Banner) => {
    setBanner(next);
    reset({ username: '', password: '' });
    setFocus('username');
  };

  const onValid = async ({ username, password }: LoginValues) => {
    setBanner(null);
    try {
      // §4: the bot check runs first; the BFF verifies its token before it signs in.
      const result = await signIn(username, password, await getBotToken());
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
          <Trans>Sign in</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Welcome back. Sign in to continue to the portal.</Trans>
        </Text>
      </Stack>
      {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
      <form
        noValidate
        onFocus={checks.preload}
        onSubmit={(event) => {
          clearPerUserStorage();
          void handleSubmit(onValid)(event).catch(() => setBanner(codeNotLoadedBanner()));
        }}
      >
        <Stack gap="4">
          <FormField label={t`Username`} errorKey={formState.errors.username?.message}>
            <Input type="email" autoComplete="username" inputMode="email" {...register('username')} />
          </FormField>
          <FormField label={t`Password`} errorKey={formState.errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password')} />
          </FormField>
          <HStack justify="flex-end">
            <Link asChild variant="underline" fontSize="sm" color="brand.fg">
              <RouterLink to={AUTH_PATHS.resetPassword} state={{ username: typedUsername }}>
                <Trans>Forgot your password?</Trans>
              </RouterLink>
            </Link>
          </HStack>
          <Button type="submit" size="lg" loading={inFlight || formState.isSubmitting} w="full">
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
      <Box textAlign="center" fontSize="sm" color="fg.muted">
        <Trans>New to the portal?</Trans>{' '}
        <Link asChild variant="underline" color="brand.fg">
          <RouterLink to={AUTH_PATHS.register}>
            <Trans>Register</Trans>
          </RouterLink>
        </Link>
      </Box>
    </Stack>
  );
}
