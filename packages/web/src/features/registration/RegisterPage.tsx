// /register (§2): a visitor registers as an eye care provider together with a new site. Save
// checks the §5 rules with the domain schema the BFF and REST use too; a valid form asks for
// confirmation, runs the bot check and sends. Failures are titled 'Self registration' (§8) and
// shown beside the form, like the other public screens, keeping everything typed; success
// replaces the form with a thank-you, since an administrator approves the account first.
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Alert, Button, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useForm, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { RegisterPageQuery } from '../../__generated__/RegisterPageQuery.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageSpinner } from '../../components/PageSpinner';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { translateCatalogText } from '../../i18n/catalogTexts';
import { useCurrentLanguage } from '../../i18n/language';
import { AUTH_PATHS } from '../auth/authSteps';
import type { ErrorBanner as Banner } from '../auth/userErrors';
import { useBotCheck } from '../botCheck/useBotCheck';
import { ProviderSection, SiteAddressSection, SiteSection } from './RegisterFormSections';
import { EMPTY_REGISTRATION_FIELDS, registrationInputOf, registrationResolver, type RegistrationFields } from './registrationValues';
import { useRegisterProviderMutation, type RegisterProviderResult } from './useRegisterProviderMutation';

// The route has no loader: the bot-check settings come from the store when /login loaded them.
const registerPageQuery = graphql`
  query RegisterPageQuery {
    appInfo {
      ...useBotCheck_appInfo
    }
  }
`;

const isFormField = (field: string): field is Path<RegistrationFields> => field in EMPTY_REGISTRATION_FIELDS;

export function RegisterPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RegisterScreen />
    </Suspense>
  );
}

function RegisterScreen() {
  const data = useLazyLoadQuery<RegisterPageQuery>(registerPageQuery, {}, { fetchPolicy: 'store-or-network' });
  const getBotToken = useBotCheck('registration', data.appInfo);
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  useDocumentTitle(t`Register`);
  const language = useCurrentLanguage();
  const [registered, setRegistered] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [registerProvider, inFlight] = useRegisterProviderMutation();
  const form = useForm<RegistrationFields>({ resolver: registrationResolver, defaultValues: EMPTY_REGISTRATION_FIELDS });

  /** The payload's failures: one banner, and each problem under its field. */
  const showFailures = (errors: RegisterProviderResult['errors']) => {
    const messages = [...new Set(errors.flatMap((e) => e.messages))];
    setBanner({ title: errors[0]?.title ?? ERROR_TITLES.selfRegistration, messages });
    for (const error of errors) {
      for (const problem of error.fieldErrors ?? []) {
        if (isFormField(problem.field)) form.setError(problem.field, { type: 'server', message: problem.key });
      }
      // A site name or e-mail that is taken: its message under the field, in the reader's language.
      const conflictField = error.__typename === 'ConflictError' ? error.field : null;
      if (conflictField && isFormField(conflictField) && error.messages[0]) {
        form.setError(conflictField, { type: 'server', message: translateCatalogText(i18n, error.messages[0]) });
      }
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      if (!(await askConfirmation({ title: t`Send this registration?` }))) return;
      try {
        const result = await registerProvider(registrationInputOf(values, language, await getBotToken()));
        if (result.registered) setRegistered(true);
        else showFailures(result.errors);
      } catch {
        // The network layer has shown the error modal; what was typed stays in the form.
      }
    },
    () => setBanner({ title: ERROR_TITLES.selfRegistration, messages: [ERROR_TITLES.fillRequired] }),
  );

  const backToLogin = (
    <Link asChild variant="underline" fontSize="sm" color="brand.fg" alignSelf="center">
      <RouterLink to={AUTH_PATHS.login}>
        <Trans>Back to login</Trans>
      </RouterLink>
    </Link>
  );

  if (registered) {
    return (
      <PublicLayout>
        <Stack gap="6">
          <Heading as="h1" size="xl">
            <Trans>Registration received</Trans>
          </Heading>
          <Alert.Root status="success" role="status" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>
              <Trans>
                Thank you — your registration was received. An administrator will review it; you will get an e-mail when your account is
                ready.
              </Trans>
            </Alert.Description>
          </Alert.Root>
          {backToLogin}
        </Stack>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout width="3xl">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            <Trans>Register</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Register as an eye care provider together with your site. An administrator reviews each registration.</Trans>
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <Trans>Fields marked * are required.</Trans>
          </Text>
        </Stack>
        <form aria-label={t`Register`} noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="8">
            <Stack gap="8" separator={<Separator />}>
              <ProviderSection form={form} />
              <SiteSection form={form} />
              <SiteAddressSection form={form} />
            </Stack>
            {/* Beside the Save button, where the reader is when it appears. */}
            {banner ? <ErrorBanner title={banner.title} messages={banner.messages} /> : null}
            <Button type="submit" size="lg" loading={inFlight || form.formState.isSubmitting} w="full">
              <Trans>Save</Trans>
            </Button>
          </Stack>
        </form>
        {backToLogin}
      </Stack>
    </PublicLayout>
  );
}
