import { use, useEffect, useState, Suspense } from 'react';
import { Navigate, useLoaderData } from 'react-router';
import { graphql } from 'react-relay';
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginPageQuery } from '../../__generated__/LoginPageQuery.graphql';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { LoginForm } from './LoginForm';
import { AUTH_PATHS } from './authSteps';
import type { LoginPageData } from './loginPageLoader';

// /login loads no Relay. The tag names the persisted document the route's loader sends
// (loginPageLoader.ts, through its generated artifact); `graphql` is an unused import the build drops.
export const loginPageQuery = graphql`
  query LoginPageQuery {
    viewer {
      id
    }
    appInfo {
      version
      botCheck {
        provider
        siteKey
      }
    }
  }
`;

type AppInfo = LoginPageQuery['response']['appInfo'];

/**
 * The form paints at once; the page's query (the footer's version, the bot check's
 * provider, whether someone is already signed in) answers behind it.
 */
export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in`);
  const { answer } = useLoaderData<LoginPageData>();
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
        <LoginArrival answer={answer} onAppInfo={setAppInfo} />
      </Suspense>
      <LoginForm botCheck={appInfo?.botCheck ?? null} />
    </PublicLayout>
  );
}

/** Reads the page's query once it answers; renders nothing but the redirect of a signed-in visitor. */
function LoginArrival({ answer, onAppInfo }: { answer: LoginPageData['answer']; onAppInfo: (appInfo: AppInfo) => void }) {
  const data = use(answer);
  // §2: a signed-in user who opens the login page goes to the dashboard. Decided on
  // arrival: a sign-in made here while this page is still shown decides where to go itself.
  const [signedInOnArrival] = useState(() => data.viewer != null);
  useEffect(() => onAppInfo(data.appInfo), [data.appInfo, onAppInfo]);
  if (signedInOnArrival) return <Navigate to={AUTH_PATHS.dashboard} replace />;
  return null;
}
