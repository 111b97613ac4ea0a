import { useState } from 'react';
import { Navigate } from 'react-router';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { AUTH_PATHS } from './authSteps';

export const loginPageQuery = graphql`
  query LoginPageQuery {
    viewer {
      id
    }
    appInfo {
      version
      ...useBotCheck_appInfo
    }
  }
`;

export function LoginPage({ queryRef }: RouteQueryProps<LoginPageQuery>) {
  const data = usePreloadedQuery<LoginPageQuery>(loginPageQuery, queryRef);
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  // §2: a signed-in user who opens the login page goes to the dashboard. Decided on
  // arrival: a sign-in made here fills the store's viewer while this page is still
  // shown, and then it is the sign-in that decides where to go.
  const [signedInOnArrival] = useState(() => data.viewer != null);
  if (signedInOnArrival) return <Navigate to={AUTH_PATHS.dashboard} replace />;
  const version = data.appInfo.version;
  return (
    <PublicLayout
      footer={
        <Text as="span">
          <Trans>Version {version}</Trans>
        </Text>
      }
    >
      <LoginForm appInfo={data.appInfo} />
    </PublicLayout>
  );
}
