import { useEffect } from 'react';
import { Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate } from 'react-router';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { CreatePasswordPageQuery } from '../../__generated__/CreatePasswordPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { reportError } from '../../errors/errorReporter';
import { fromGraphQLLanguage, peekSignedOutChoice, switchLanguage } from '../../i18n/language';
import { CreatePasswordForm } from './CreatePasswordForm';
import { AUTH_PATHS } from './authSteps';

export const createPasswordPageQuery = graphql`
  query CreatePasswordPageQuery($token: String!, $hasToken: Boolean!) {
    pendingSignIn {
      step
      mustSignTerms
    }
    passwordLink(token: $token) @include(if: $hasToken) {
      mustSignTerms
      language
    }
  }
`;

export function CreatePasswordPage({ queryRef }: RouteQueryProps<CreatePasswordPageQuery>) {
  const data = usePreloadedQuery<CreatePasswordPageQuery>(createPasswordPageQuery, queryRef);
  const { t } = useLingui();
  useDocumentTitle(t`Create a new password`);
  const { token, hasToken } = queryRef.variables;
  const link = hasToken ? data.passwordLink : null;
  const linkLanguage = link?.language;

  useEffect(() => {
    // Someone opening an e-mailed link sees the screen in their stored language.
    if (linkLanguage && !peekSignedOutChoice()) void switchLanguage(fromGraphQLLanguage(linkLanguage));
  }, [linkLanguage]);

  const linkInvalid = hasToken && !link;
  useEffect(() => {
    if (linkInvalid) reportError({ title: t`Create a new password`, messages: [ERROR_MESSAGES.linkExpired] });
  }, [linkInvalid, t]);

  // §2: the password screen needs a pending sign-in or a valid e-mailed link, else /.
  if (linkInvalid) return <Navigate to="/" replace />;
  const pendingStep = data.pendingSignIn?.step === 'NEW_PASSWORD_REQUIRED' ? data.pendingSignIn : null;
  if (!link && !pendingStep) return <Navigate to="/" replace />;
  const mustSignTerms = (link ?? pendingStep)?.mustSignTerms ?? false;

  return (
    <PublicLayout>
      <Stack gap="6">
        <CreatePasswordForm mustSignTerms={mustSignTerms} linkToken={link ? token : null} />
        <Link asChild variant="underline" fontSize="sm" color="brand.fg" alignSelf="center">
          <RouterLink to={AUTH_PATHS.login}>
            <Trans>Back to login</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </PublicLayout>
  );
}
