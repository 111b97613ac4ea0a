// Navbar settings gear, for doctors who administer their site (§2 Navbar, §6): the switch between
// the ECP view (patients) and the site admin view (my site's clinicians and devices), and the
// site's backup-data checkbox with what it means; changing it asks first (§4).
import { useState } from 'react';
import { Button, Checkbox, HStack, IconButton, Popover, Portal, Separator, Switch, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuInfo, LuSettings } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import type { SiteAdminSettings_viewer$key } from '../../__generated__/SiteAdminSettings_viewer.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { consoleAreaOf } from '../adminConsole/consoleArea';
import { patientPaths } from '../patients/patientPaths';
import { useSetOwnSiteBackupMutation } from '../siteAdmin/useSetOwnSiteBackupMutation';
import { lazyComponent } from '../../components/deferred/lazyComponent';

// The thresholds' form loads when it is opened.
const AttentionThresholdsDialog = lazyComponent(() =>
  import('../siteAdmin/AttentionThresholdsDialog').then((m) => m.AttentionThresholdsDialog),
);
import { useHoverPopover } from '../../components/popover/useHoverPopover';
import { NavbarPopover } from './NavbarPopover';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

export function SiteAdminSettings({ viewer: viewerKey }: { viewer: SiteAdminSettings_viewer$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const viewer = useFragment(
    graphql`
      fragment SiteAdminSettings_viewer on Viewer {
        site {
          siteId
          name
          backUpData
          version
        }
      }
    `,
    viewerKey,
  );
  const [setBackup, saving] = useSetOwnSiteBackupMutation();
  const [editingThresholds, setEditingThresholds] = useState(false);
  const siteAdminView = consoleAreaOf(pathname) === 'siteAdmin';
  const site = viewer.site;
  // In front of a clinic's backend without them, the flag and the thresholds are not offered.
  const offersBackup = useUpstreamCapability('OWN_SITE_SETTINGS');
  const offersThresholds = useUpstreamCapability('ATTENTION_FACTS');

  const changeBackup = async (backUpData: boolean) => {
    if (!site) return;
    const confirmed = await askConfirmation(
      backUpData
        ? { title: t`Back up this site's test data?`, message: t`Test reports of this site become available in the portal.` }
        : {
            title: t`Stop backing up this site's test data?`,
            message: t`Test reports of this site will be unavailable in the portal.`,
            tone: 'danger',
          },
    );
    if (!confirmed) return;
    // From the version shown: a toggle over someone else's newer save is refused (the error modal
    // says so) and the checkbox shows the flag as saved, from the payload's viewer.
    reportPayloadErrors(await setBackup(site.siteId, backUpData, site.version ?? null));
  };

  return (
    <>
      <NavbarPopover label={t`Settings`} icon={<LuSettings />} maxW="80">
        <Switch.Root
          checked={siteAdminView}
          onCheckedChange={({ checked }) => void navigate(checked ? '/dashboard/siteadmin/ecps' : patientPaths.list())}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t`Site admin view`}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {siteAdminView ? t`You manage the clinicians and devices of your site.` : t`You are in the ECP view: your patients.`}
        </Text>
        {site && (offersBackup || offersThresholds) ? (
          <>
            <Separator />
            {offersBackup ? (
              <HStack gap="1" align="center">
                <Checkbox.Root
                  checked={site.backUpData}
                  disabled={saving}
                  onCheckedChange={({ checked }) => void changeBackup(checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t`Back up test data`}</Checkbox.Label>
                </Checkbox.Root>
                <BackupInfo siteName={site.name} />
              </HStack>
            ) : null}
            {/* When the site's doctors see a patient on their attention list. */}
            {offersThresholds ? (
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => setEditingThresholds(true)}>
                {t`Attention list thresholds`}
              </Button>
            ) : null}
          </>
        ) : null}
      </NavbarPopover>
      {/* Outside the popover: the dialog stays open when the popover closes. */}
      {editingThresholds ? <AttentionThresholdsDialog onClose={() => setEditingThresholds(false)} /> : null}
    </>
  );
}

function BackupInfo({ siteName }: { siteName: string }) {
  const { t } = useLingui();
  const hover = useHoverPopover();
  return (
    <Popover.Root
      positioning={{ placement: 'bottom' }}
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      autoFocus={hover.autoFocus}
      restoreFocus={hover.restoreFocus}
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="2xs" aria-label={t`About backing up test data`} {...hover.triggerProps}>
          <LuInfo />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="72" {...hover.contentProps}>
            <Popover.Arrow />
            <Popover.Body fontSize="sm">
              {t`When checked, ${siteName} backs up the test reports the devices upload, and clinicians can download them from each visit. When unchecked, test reports are unavailable in the portal.`}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
