// §2: the admin dashboard header's device status counters. Each one opens the devices
// table filtered by its status; clicking the active one again clears the filter.
import type { ReactNode } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { LuCircleAlert, LuCircleArrowUp, LuMonitor, LuWifiOff } from 'react-icons/lu';
import type { FleetCounters_console$key } from '../../__generated__/FleetCounters_console.graphql';
import { devicesPath, useDeviceStatusParam, type DeviceStatusParam } from './consoleSearchParams';
import { CONSOLE_TAB_PATHS, consoleAreaOf } from './consoleArea';

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
      <OfflineCounter value={counters?.offline} days={counters?.offlineAfterDays} />
    </HStack>
  );
}

/** Devices silent for more than N days (issue 18): a count beside the others, not a list filter. */
function OfflineCounter({ value, days }: { value: number | undefined; days: number | undefined }) {
  const { t } = useLingui();
  const n = days ?? 0;
  return (
    <HStack
      role="status"
      aria-label={t`Offline for more than ${n} days`}
      gap="3"
      py="2"
      px="4"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.panel"
      color={value ? 'orange.fg' : undefined}
    >
      <LuWifiOff aria-hidden />
      <Text as="span" fontSize="2xl" fontWeight="semibold" lineHeight="1">
        {value ?? '—'}
      </Text>
      <Text as="span" fontSize="sm" color="fg.muted">
        {t`Offline for more than ${n} days`}
      </Text>
    </HStack>
  );
}
