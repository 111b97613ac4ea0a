// Navbar help (§2): the app version and the privacy policy.
import { IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuCircleHelp, LuExternalLink } from 'react-icons/lu';

/** Where the deployment publishes its privacy policy (a public PDF by default). */
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_POLICY_URL ?? '/privacy-policy.pdf';

export function HelpPopover({ version }: { version: string }) {
  const { t } = useLingui();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={t`Help`}>
          <LuCircleHelp />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="72">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">
                  <Trans>Help</Trans>
                </Popover.Title>
                <Text fontSize="sm" color="fg.muted">
                  <Trans>Version {version}</Trans>
                </Text>
                <Link href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
                  <Trans>Privacy policy</Trans>
                  <LuExternalLink aria-hidden="true" />
                </Link>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
