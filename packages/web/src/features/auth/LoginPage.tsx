import { useEffect, useState, Suspense } from 'react';
import { Navigate } from 'react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
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

type AppInfo = LoginPageQuery['response']['appInfo'];

/**
 * Issue 17: the form paints at once; the page's query (the footer's version, the bot check's
 * provider, whether someone is already signed in) answers behind it.
 */
export function LoginPage({ queryRef }: RouteQueryProps<LoginPageQuery>) {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const [appInfo, setAppInfo] = useState<AppInfo | null>(null);
  const version = appInfo?.version;
  return (
    <PublicLayout
      footer={
        <Text as="span" visibility={version ? undefined : 'hidden'}>
          <Trans>Version {version}</Trans>
        </Text>
      }
    >
      <Suspense fallback={null}>
        <LoginArrival queryRef={queryRef} onAppInfo={setAppInfo} />
      </Suspense>
      <LoginForm appInfo={appInfo} />
    </PublicLayout>
  );
}

/** Reads the page's query once it answers; renders nothing but the redirect of a signed-in visitor. */
function LoginArrival({ queryRef, onAppInfo }: { queryRef: PreloadedQuery<LoginPageQuery>; onAppInfo: (appInfo: AppInfo) => void }) {
  const data = usePreloadedQuery<LoginPageQuery>(loginPageQuery, queryRef);
  // §2: a signed-in user who opens the login page goes to the dashboard. Decided on
  // arrival: a sign-in made here fills the store's viewer while this page is still
  // shown, and then it is the sign-in that decides where to go.
  const [signedInOnArrival] = useState(() => data.viewer != null);
  useEffect(() => onAppInfo(data.appInfo), [data.appInfo, onAppInfo]);
  if (signedInOnArrival) return <Navigate to={AUTH_PATHS.dashboard} replace />;
  return null;
}
