// Navbar help (§2): the app version and the privacy policy.
import { Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuCircleHelp, LuExternalLink } from 'react-icons/lu';
import { NavbarPopover } from './NavbarPopover';

/** Where the deployment publishes its privacy policy (a public PDF by default). */
export const PRIVACY_POLICY_URL: string = import.meta.env.VITE_PRIVACY_POLICY_URL ?? '/privacy-policy.pdf';

export function HelpPopover({ version }: { version: string }) {
  const { t } = useLingui();
  return (
    <NavbarPopover label={t`Help`} icon={<LuCircleHelp />} maxW="72">
      <Text fontSize="sm" color="fg.muted">
        <Trans>Version {version}</Trans>
      </Text>
      <Link href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
        <Trans>Privacy policy</Trans>
        <LuExternalLink aria-hidden="true" />
      </Link>
    </NavbarPopover>
  );
}
