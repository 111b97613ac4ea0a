// /create-password (§2, §4, §5): new password, confirmation, the license checkbox for
// doctors who have not signed the terms (its label links the terms of use PDF, in a new tab so
// the typed passwords stay); SIGNED_IN → dashboard, PASSWORD_CONFIRMED → notice.
import { useMemo, useState } from 'react';
import { Button, Checkbox, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '../../components/formResolver';
import { createPasswordFormSchema, type CreatePasswordForm as CreatePasswordValues } from '@portal/domain/auth';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { ErrorBanner } from '../../components/ErrorBanner';
import { translateValidationKey } from '../../i18n/catalogTexts';
import { PasswordRuleHints } from './PasswordRuleHints';
import { useCreatePasswordMutation } from './useCreatePasswordMutation';
import { useAuthOutcome } from './useAuthOutcome';
import { thrownBanner } from './authBanners';
import { bannerOf, fieldErrorsOf, type ErrorBanner as Banner } from './userErrors';
import { legalDocumentUrl } from '../legal/legalDocuments';

interface CreatePasswordFields {
  password: string;
  confirmation: string;
  acceptTerms: boolean;
}

const FORM_FIELDS: ReadonlyArray<keyof CreatePasswordFields> = ['password', 'confirmation', 'acceptTerms'];

export function CreatePasswordForm({ mustSignTerms, linkToken }: { mustSignTerms: boolean; linkToken: string | null }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [createPassword, inFlight] = useCreatePasswordMutation();
  const followOutcome = useAuthOutcome();
  const schema = useMemo(() => createPasswordFormSchema(mustSignTerms), [mustSignTerms]);
  const { register, handleSubmit, formState, control, setError, watch } = useForm<CreatePasswordFields, unknown, CreatePasswordValues>({
    resolver: formResolver<CreatePasswordFields, typeof schema>(schema),
    defaultValues: { password: '', confirmation: '', acceptTerms: false },
  });
  const password = watch('password');

  const onValid = async (values: CreatePasswordValues) => {
    setBanner(null);
    try {
      const result = await createPassword({
        password: values.password,
        confirmation: values.confirmation,
        acceptTerms: values.acceptTerms === true,
        linkToken,
      });
      if (result.errors.length > 0) {
        const fieldErrors = fieldErrorsOf(result.errors).filter((f) => (FORM_FIELDS as readonly string[]).includes(f.field));
        fieldErrors.forEach((f) => setError(f.field as keyof CreatePasswordFields, { message: f.key }));
        if (fieldErrors.length === 0) setBanner(bannerOf(result.errors[0]));
        return;
      }
      if (!(await followOutcome(result))) setBanner(null);
    } catch (error) {
      setBanner(thrownBanner(error));
    }
  };

  const termsError = formState.errors.acceptTerms?.message;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <Trans>Create a new password</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Choose the password you will use to sign in from now on.</Trans>
        </Text>
      </Stack>
      {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <Stack gap="4">
          <FormField
            label={t`New password`}
            errorKey={formState.errors.password?.message}
            helper={<PasswordRuleHints password={password} />}
          >
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <FormField label={t`Confirm password`} errorKey={formState.errors.confirmation?.message}>
            <PasswordInput autoComplete="new-password" {...register('confirmation')} />
          </FormField>
          {mustSignTerms ? (
            <Controller
              control={control}
              name="acceptTerms"
              render={({ field }) => (
                <Field.Root invalid={Boolean(termsError)}>
                  <Checkbox.Root
                    checked={field.value}
                    onCheckedChange={(details) => field.onChange(details.checked === true)}
                    name={field.name}
                    invalid={Boolean(termsError)}
                  >
                    <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <Trans>
                        I have read and accept the{' '}
                        <Link
                          href={legalDocumentUrl('terms-of-use', i18n.locale)}
                          target="_blank"
                          rel="noopener noreferrer"
                          color="brand.fg"
                          textDecoration="underline"
                        >
                          Terms of Use
                        </Link>
                      </Trans>
                    </Checkbox.Label>
                  </Checkbox.Root>
                  {termsError ? <Field.ErrorText>{translateValidationKey(i18n, termsError)}</Field.ErrorText> : null}
                </Field.Root>
              )}
            />
          ) : null}
          <Button type="submit" size="lg" loading={inFlight} w="full">
            <Trans>Save</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
