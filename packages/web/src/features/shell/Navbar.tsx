// The signed-in navbar (§2 Navbar): product mark, greeting and last login, help,
// language, settings for site admins, two-step verification, the user's active sessions, log out.
import { Box, Button, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { LuLogOut, LuMonitorSmartphone, LuShieldCheck } from 'react-icons/lu';
import type { Language } from '@portal/domain/languages';
import type { Navbar_viewer$key } from '../../__generated__/Navbar_viewer.graphql';
import type { Navbar_appInfo$key } from '../../__generated__/Navbar_appInfo.graphql';
import { Logo } from '../../components/Logo';
import { LanguageMenu } from '../../components/LanguageMenu';
import { formatDateTime } from '../../i18n/dates';
import { switchLanguage } from '../../i18n/language';
import { useSignOutMutation } from '../auth/useSignOutMutation';
import { useChangeLanguageMutation } from './useChangeLanguageMutation';
import { DeferredDialogButton, dialogLoader } from '../../components/deferred/DeferredDialogButton';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';
import { HelpPopover } from './HelpPopover';
import { SiteAdminSettings } from './SiteAdminSettings';

// The two-step verification and active sessions dialogs (their forms, checks and queries) load
// when their buttons are pointed at, focused or pressed, not with the dashboard.
const secondFactorDialog = dialogLoader(() => import('../secondFactor/SecondFactorDialog').then((m) => m.SecondFactorDialog));
const activeSessionsDialog = dialogLoader(() => import('./ActiveSessions').then((m) => m.ActiveSessions));

interface NavbarProps {
  viewer: Navbar_viewer$key;
  appInfo: Navbar_appInfo$key;
}

export function Navbar(props: NavbarProps) {
  const { t } = useLingui();
  const viewer = useFragment(
    graphql`
      fragment Navbar_viewer on Viewer {
        fullName
        lastLoginAt
        isSiteAdmin
        role
        ...SiteAdminSettings_viewer
      }
    `,
    props.viewer,
  );
  const appInfo = useFragment(
    graphql`
      fragment Navbar_appInfo on AppInfo {
        version
      }
    `,
    props.appInfo,
  );
  const [signOut, signingOut] = useSignOutMutation();
  const offersAuthenticatorApps = useUpstreamCapability('AUTHENTICATOR_APPS');
  const offersActiveSessions = useUpstreamCapability('ACTIVE_SESSIONS');
  const [changeLanguage] = useChangeLanguageMutation();

  const chooseLanguage = (language: Language) => {
    void switchLanguage(language);
    changeLanguage(language);
  };

  const name = viewer.fullName;
  const lastLogin = formatDateTime(viewer.lastLoginAt);
  const showSettings = viewer.role === 'DOCTOR' && viewer.isSiteAdmin;

  return (
    // A printed page (the visit report) carries its own heading, not the app's controls.
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border.muted"
      px={{ base: '4', md: '8' }}
      py="3"
      _print={{ display: 'none' }}
    >
      <Flex align="center" columnGap="4" rowGap="2" wrap="wrap">
        <Logo />
        <Stack
          gap="0"
          order={{ base: 3, md: 0 }}
          w={{ base: 'full', md: 'auto' }}
          ms={{ base: '0', md: 'auto' }}
          textAlign={{ base: 'start', md: 'end' }}
        >
          <Text fontWeight="semibold" lineHeight="short">
            {t`Hello, ${name}`}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {lastLogin ? t`Last login: ${lastLogin}` : t`First sign-in`}
          </Text>
        </Stack>
        <HStack gap="1" ms={{ base: 'auto', md: '0' }} align="center">
          <Separator orientation="vertical" height="8" display={{ base: 'none', md: 'block' }} me="2" />
          <HelpPopover version={appInfo.version} />
          <LanguageMenu onChoose={chooseLanguage} />
          {showSettings ? <SiteAdminSettings viewer={viewer} /> : null}
          {offersAuthenticatorApps ? (
            <DeferredDialogButton label={t`Two-step verification`} icon={<LuShieldCheck />} {...secondFactorDialog} />
          ) : null}
          {offersActiveSessions ? (
            <DeferredDialogButton label={t`Active sessions`} icon={<LuMonitorSmartphone />} {...activeSessionsDialog} />
          ) : null}
          <Button variant="outline" size="sm" ms="2" loading={signingOut} onClick={() => void signOut('USER')}>
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden="true">
              <LuLogOut />
            </Box>
            <Trans>Log out</Trans>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
