// The role's tab bar (§2) with the count badges of the viewer's profile. Each tab is a
// route: its trigger is a link, and the URL alone decides the selected tab.
import type { ReactNode } from 'react';
import { Badge, Tabs } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { DashboardTabs_viewer$key } from '../../__generated__/DashboardTabs_viewer.graphql';
import { dashboardPath, tabBarFor } from './dashboardTabs';
import { useUpstreamCapabilities } from '../../session/upstreamCapabilities';

interface DashboardTabsProps {
  viewer: DashboardTabs_viewer$key;
  activeTab: string;
  children: ReactNode;
}

export function DashboardTabs({ viewer: viewerKey, activeTab, children }: DashboardTabsProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const viewer = useFragment(
    graphql`
      fragment DashboardTabs_viewer on Viewer {
        role
        counts {
          patients
          archivedPatients
          ecps
          sites
          devices
          admins
          versions
          pendingUsers
        }
      }
    `,
    viewerKey,
  );
  const tabs = tabBarFor(viewer.role, activeTab, useUpstreamCapabilities());

  return (
    <Tabs.Root
      value={activeTab}
      // Arrow keys move the focus; Enter (the link's own) or a click opens the tab.
      activationMode="manual"
      // The link's own click navigates. Without this, zag "clicks" the selected tab's link
      // whenever the selected value changes, route changes included: arriving at
      // /dashboard/devices?status=… re-opened /dashboard/devices and dropped the filter.
      navigate={null}
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        aria-label={t`Dashboard sections`}
        overflowX="auto"
        overflowY="hidden"
        flexWrap="nowrap"
        bg="bg.panel"
        px={{ base: '2', md: '6' }}
      >
        {tabs.map((tab) => {
          const count = tab.count ? viewer.counts[tab.count] : null;
          return (
            <Tabs.Trigger key={tab.path} value={tab.path} py="3" gap="2" fontWeight="medium" flexShrink="0" asChild>
              <RouterLink to={dashboardPath(tab)}>
                {i18n._(tab.label)}
                {count !== null && count !== undefined ? (
                  <Badge variant={tab.path === activeTab ? 'solid' : 'subtle'} colorPalette="brand" rounded="full" px="2">
                    {count}
                  </Badge>
                ) : null}
              </RouterLink>
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value={activeTab} px={{ base: '4', md: '8' }} py="6">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
