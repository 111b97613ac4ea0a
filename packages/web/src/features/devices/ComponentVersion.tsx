// A component's installed version, with an update icon (named for screen readers) when a
// newer version of its type exists. needsUpdate is computed by the server.
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCircleArrowUp } from 'react-icons/lu';

export function ComponentVersion({ version, needsUpdate }: { version: string | null | undefined; needsUpdate: boolean }) {
  const { t } = useLingui();
  return (
    <HStack gap="1.5">
      <Text as="span">{version || '—'}</Text>
      {needsUpdate ? (
        // Chakra hides icons from assistive technology: the wrapper carries the name.
        <Box as="span" role="img" aria-label={t`Update required`} title={t`Update required`} display="inline-flex">
          <Icon color="orange.fg">
            <LuCircleArrowUp />
          </Icon>
        </Box>
      ) : null}
    </HStack>
  );
}
