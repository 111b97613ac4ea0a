// /NotFound and every unknown path (§2).
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not available`);
  return (
    <PublicLayout>
      <Stack gap="5" align="center" textAlign="center">
        <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="lg">
          <Trans>Sorry , this page not available</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>The address may be mistyped, or the page may have moved.</Trans>
        </Text>
        <Button asChild w="full">
          <RouterLink to="/">
            <Trans>Go to the home page</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </PublicLayout>
  );
}
