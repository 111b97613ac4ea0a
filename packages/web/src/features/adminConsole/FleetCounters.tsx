// §2: the admin dashboard header's device status counters, offline devices included. Each one
// opens the devices table filtered by its status; clicking the active one again clears the filter.
import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { LuCircleAlert, LuCircleArrowUp, LuMonitor, LuWifiOff } from 'react-icons/lu';
import type { FleetCounters_console$key } from '../../__generated__/FleetCounters_console.graphql';
import { devicesPath, useDeviceStatusParam, type DeviceStatusParam } from './consoleSearchParams';
import { CONSOLE_TAB_PATHS, consoleAreaOf } from './consoleArea';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

interface CounterProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  active: boolean;
  palette: string;
  onClick: () => void;
}

function Counter({ label, value, icon, active, palette, onClick }: CounterProps) {
  return (
    <Button
      variant={active ? 'subtle' : 'outline'}
      colorPalette={palette}
      aria-pressed={active}
      onClick={onClick}
      h="auto"
      py="2"
      px="4"
      justifyContent="flex-start"
      gap="3"
      bg={active ? undefined : 'bg.panel'}
    >
      {icon}
      <Text as="span" fontSize="2xl" fontWeight="semibold" lineHeight="1">
        {value ?? '—'}
      </Text>
      <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
        {label}
      </Text>
    </Button>
  );
}

export function FleetCounters({ console: consoleKey }: { console: FleetCounters_console$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = useDeviceStatusParam();
  const data = useFragment(
    graphql`
      fragment FleetCounters_console on AdminConsole {
        fleetCounters {
          total
          needingUpdate
          withErrors
          offline
          offlineAfterDays
        }
      }
    `,
    consoleKey,
  );
  const counters = data.fleetCounters;
  const n = counters?.offlineAfterDays ?? 0;
  const offersSightings = useUpstreamCapability('DEVICE_KEYS');
  const area = consoleAreaOf(pathname);
  const onDevices = pathname === `/dashboard/${CONSOLE_TAB_PATHS[area].devices}`;
  const activeStatus = onDevices ? (status ?? 'ALL') : null;
  const open = (target: DeviceStatusParam | null) =>
    void navigate(devicesPath(target !== null && activeStatus === target ? null : target, area));

  return (
    <HStack as="section" aria-label={t`Device status`} gap="3" flexWrap="wrap">
      <Counter
        label={t`Total devices`}
        value={counters?.total}
        icon={<LuMonitor aria-hidden />}
        active={activeStatus === 'ALL'}
        palette="brand"
        onClick={() => open(null)}
      />
      <Counter
        label={t`Require update`}
        value={counters?.needingUpdate}
        icon={<LuCircleArrowUp aria-hidden />}
        active={activeStatus === 'NEEDS_UPDATE'}
        palette="orange"
        onClick={() => open('NEEDS_UPDATE')}
      />
      <Counter
        label={t`With errors`}
        value={counters?.withErrors}
        icon={<LuCircleAlert aria-hidden />}
        active={activeStatus === 'WITH_ERRORS'}
        palette="red"
        onClick={() => open('WITH_ERRORS')}
      />
      {/* A clinic's backend without device reports cannot tell when a device was last heard of. */}
      {offersSightings ? (
        <Counter
          label={t`Offline for more than ${n} days`}
          value={counters?.offline}
          icon={<LuWifiOff aria-hidden />}
          active={activeStatus === 'OFFLINE'}
          palette="orange"
          onClick={() => open('OFFLINE')}
        />
      ) : null}
    </HStack>
  );
}
