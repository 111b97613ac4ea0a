// Each route's error boundary: what failed, in §8 words, and a way on. Never a blank screen.
import { lazy, Suspense } from 'react';
import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { LuTriangleAlert } from '../components/icons/firstRouteIcons';
import { translateCatalogText } from '../i18n/catalogTexts';
import { restOfAppLoaded } from '../routing/restOfApp';
import { toAppError } from './appError';

// The signed-out frame (language menu and all) loads only when a 404 is shown: it stays out of the
// first bundle, and shows with the rest of the app (its words, its theme).
const NotFoundPage = lazy(() =>
  Promise.all([import('../features/notFound/NotFoundPage'), restOfAppLoaded()]).then(([m]) => ({ default: m.NotFoundPage })),
);

export function RouteErrorPage() {
  const { i18n } = useLingui();
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const appError = toAppError(error);
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" maxW="md" textAlign="center" align="center" role="alert">
        <LuTriangleAlert size={40} aria-hidden="true" color="var(--chakra-colors-orange-500)" />
        <Heading as="h1" size="lg">
          {translateCatalogText(i18n, appError.title)}
        </Heading>
        {appError.messages.map((line) => (
          <Text key={line} color="fg.muted">
            {translateCatalogText(i18n, line)}
          </Text>
        ))}
        <HStack gap="3">
          {appError.kind === 'outdated' ? (
            <Button onClick={() => window.location.reload()}>
              <Trans>Reload the page</Trans>
            </Button>
          ) : null}
          {/* A fresh visit to the same address: the loaders start their queries again and
              the boundary, keyed on the location, shows the route once more. */}
          <Button
            onClick={() => void navigate(location.pathname + location.search, { replace: true, state: location.state })}
            loading={navigation.state !== 'idle'}
          >
            <Trans>Try again</Trans>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/">
              <Trans>Go to the home page</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
