// Navbar help (§2): the app version and the privacy policy, the BFF's public PDF in the reader's
// language (a new tab, so the portal stays open).
import { Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuCircleHelp, LuExternalLink } from 'react-icons/lu';
import { legalDocumentUrl } from '../legal/legalDocuments';
import { NavbarPopover } from './NavbarPopover';

export function HelpPopover({ version }: { version: string }) {
  const { t, i18n } = useLingui();
  return (
    <NavbarPopover label={t`Help`} icon={<LuCircleHelp />} maxW="72">
      <Text fontSize="sm" color="fg.muted">
        <Trans>Version {version}</Trans>
      </Text>
      <Link href={legalDocumentUrl('privacy-policy', i18n.locale)} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm">
        <Trans>Privacy policy</Trans>
        <LuExternalLink aria-hidden="true" />
      </Link>
    </NavbarPopover>
  );
}
