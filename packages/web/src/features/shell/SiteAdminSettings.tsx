// Navbar settings gear, for doctors who administer their site (§2 Navbar, §6). The switch
// between ECP view and site admin view is shown but off until the site-admin area exists.
import { Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuSettings } from 'react-icons/lu';
import { NavbarPopover } from './NavbarPopover';

export function SiteAdminSettings() {
  const { t } = useLingui();
  return (
    <NavbarPopover label={t`Settings`} icon={<LuSettings />} maxW="80">
      <Switch.Root disabled checked={false} aria-describedby="site-admin-view-note">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Site admin view</Trans>
        </Switch.Label>
      </Switch.Root>
      <Text id="site-admin-view-note" fontSize="sm" color="fg.muted">
        <Trans>You are in the ECP view. The site admin view will be available in a later version.</Trans>
      </Text>
    </NavbarPopover>
  );
}
