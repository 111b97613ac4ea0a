// /confirm-email?token=…: the holder of an account confirms, with their own
// password, the new e-mail address an admin set. It then becomes the username, and every session
// of the account has ended, so the page leads to the sign-in.
import { useState } from 'react';
import { Alert, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { thrownBanner } from '../auth/authBanners';
import { fieldErrorsOf, type ErrorBanner as Banner } from '../auth/userErrors';
import { AUTH_PATHS } from '../auth/authSteps';
import { useConfirmEmailChangeMutation } from './useConfirmEmailChangeMutation';

export function ConfirmEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your new e-mail address`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [confirm, inFlight] = useConfirmEmailChangeMutation();
  const { register, handleSubmit, formState, setError, resetField } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const onValid = async ({ password }: { password: string }) => {
    setBanner(null);
    if (!password) return setError('password', { message: 'pwd_req' });
    try {
      const result = await confirm(token, password);
      if (result.email) return setConfirmed(result.email);
      const field = fieldErrorsOf(result.errors).find((f) => f.field === 'password');
      resetField('password');
      if (field) return setError('password', { message: field.key }, { shouldFocus: true });
      const [failure] = result.errors;
      if (failure) setBanner({ title: failure.title, messages: failure.messages });
    } catch (error) {
      setBanner(thrownBanner(error));
    }
  };

  return (
    <PublicLayout>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            <Trans>Confirm your new e-mail address</Trans>
          </Heading>
          {confirmed ? null : (
            <Text color="fg.muted">
              <Trans>
                An administrator changed the e-mail address of your account. Enter your current password to confirm that this new address is
                yours.
              </Trans>
            </Text>
          )}
        </Stack>
        {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
        {confirmed ? (
          <Alert.Root status="success" role="status" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>
              <Trans>
                Your e-mail address is now <bdi dir="ltr">{confirmed}</bdi>. Sign in with it from now on: every session of your account was
                signed out.
              </Trans>
            </Alert.Description>
          </Alert.Root>
        ) : (
          <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
            <Stack gap="4">
              <FormField label={t`Current password`} errorKey={formState.errors.password?.message}>
                <PasswordInput autoComplete="current-password" autoFocus {...register('password')} />
              </FormField>
              <Button type="submit" size="lg" loading={inFlight || formState.isSubmitting} w="full">
                <Trans>Confirm</Trans>
              </Button>
            </Stack>
          </form>
        )}
        <Link asChild variant="underline" fontSize="sm" color="brand.fg" alignSelf="center">
          <RouterLink to={AUTH_PATHS.login}>{confirmed ? <Trans>Sign in</Trans> : <Trans>Back to login</Trans>}</RouterLink>
        </Link>
      </Stack>
    </PublicLayout>
  );
}
