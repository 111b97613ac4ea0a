// §2 device info side panel (800px, §9): where the device is, its components against the
// latest versions, the remote-session and media package lines, and its newest 25 errors; and
// also when it was last seen, its key (a platform admin replaces or revokes it) and its
// health timeline.
import type { ReactNode } from 'react';
import { Box, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DeviceInfoPanel_device$key } from '../../__generated__/DeviceInfoPanel_device.graphql';
import { DEVICE_PANEL_WIDTH } from '../../components/sidePanel/panelWidths';
import { SidePanel } from '../../components/sidePanel/SidePanel';
import { formatDateTime } from '../../i18n/dates';
import { systemStatusText } from './systemStatusText';
import { COMPONENT_NAMES } from '../adminConsole/consoleLabels';
import { useConsoleArea } from '../adminConsole/consoleArea';
import { ComponentVersion } from './ComponentVersion';
import { DeviceHealthTimeline } from './DeviceHealthTimeline';
import { DeviceKeyActions } from './DeviceKeyActions';
import { DeviceSiteField } from './DeviceSiteField';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function DeviceInfoPanel({ device: deviceKey, onClose }: { device: DeviceInfoPanel_device$key; onClose: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const device = useFragment(
    graphql`
      fragment DeviceInfoPanel_device on Device {
        id
        serialNumber
        lastSeen
        offline
        keyPrefix
        keyIssuedAt
        keyRevokedAt
        siteName
        location
        dateOfActivation
        lastRun
        systemStatus
        hasError
        teamViewerID
        components {
          kind
          installedVersion
          latestVersion
          needsUpdate
        }
        errors(first: 25) {
          edges {
            node {
              date
              message
            }
          }
        }
      }
    `,
    deviceKey,
  );
  const details: [string, ReactNode][] = [
    [t`Site`, <DeviceSiteField deviceId={device.id} siteName={device.siteName} />],
    [t`Location`, device.location || '—'],
    [t`Date of activation`, formatDateTime(device.dateOfActivation) || '—'],
    [t`Last run`, formatDateTime(device.lastRun) || '—'],
    [
      t`Last seen`,
      <Text as="span" color={device.offline ? 'orange.fg' : undefined}>
        {formatDateTime(device.lastSeen) || t`Never`}
        {device.offline ? ` (${t`offline`})` : ''}
      </Text>,
    ],
    [
      t`System status`,
      device.systemStatus ? (
        <Text as="span" color={device.hasError ? 'red.fg' : undefined}>
          {systemStatusText(i18n, device.systemStatus)}
        </Text>
      ) : (
        <Text as="span" color="fg.muted">
          {t`Not reported yet`}
        </Text>
      ),
    ],
    // §2: the remote-session id and the media package version are placeholder lines.
    // Digit groups read left to right in every language (a right-to-left page would reverse them).
    [
      t`Remote session ID`,
      <Text as="span" dir="ltr" unicodeBidi="isolate" data-testid="remote-session-id">
        {device.teamViewerID || '—'}
      </Text>,
    ],
    [t`Media package version`, '—'],
  ];
  const serialNumber = device.serialNumber;
  const errors = device.errors.edges.map((edge) => edge.node);
  // Keys are the platform admins' (the policy); a site admin sees their state only.
  const platform = useConsoleArea() === 'platform';
  // A clinic's backend without device keys has no key to show.
  const offersDeviceKeys = useUpstreamCapability('DEVICE_KEYS');
  // The key's first characters and the ellipsis read as one left-to-right run in a right-to-left sentence.
  const keyPrefix = device.keyPrefix ? `\u2066${device.keyPrefix}…\u2069` : null;
  const keyIssued = formatDateTime(device.keyIssuedAt);
  const keyRevoked = formatDateTime(device.keyRevokedAt);
  const keyState = device.keyRevokedAt
    ? t`Revoked ${keyRevoked}: the device's reports are refused`
    : keyPrefix
      ? t`Key ${keyPrefix}, issued ${keyIssued}`
      : device.keyIssuedAt
        ? t`Key issued ${keyIssued} (before prefixes were kept)`
        : t`No key`;

  return (
    <SidePanel title={t`Device ${serialNumber}`} width={DEVICE_PANEL_WIDTH} onRequestClose={onClose}>
      <Stack gap="6">
        <DataList.Root orientation="horizontal" size="sm">
          {details.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="44">{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {offersDeviceKeys ? (
          <Section title={t`Device key`}>
            <Stack gap="2">
              <Text data-testid="device-key-state" dir="auto">
                {keyState}
              </Text>
              {platform ? (
                <DeviceKeyActions
                  deviceId={device.id}
                  serialNumber={serialNumber}
                  hasKey={Boolean(device.keyIssuedAt) && !device.keyRevokedAt}
                />
              ) : null}
            </Stack>
          </Section>
        ) : null}
        <Section title={t`Components`}>
          <Table.Root size="sm" variant="outline" aria-label={t`Components`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Component`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Installed version`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Latest version`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {device.components.map((component) => (
                <Table.Row key={component.kind}>
                  <Table.Cell>{COMPONENT_NAMES[component.kind] ? i18n._(COMPONENT_NAMES[component.kind]) : component.kind}</Table.Cell>
                  <Table.Cell>
                    <ComponentVersion version={component.installedVersion} needsUpdate={component.needsUpdate} />
                  </Table.Cell>
                  <Table.Cell>{component.latestVersion || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>
        <Section title={t`Errors`}>
          {errors.length === 0 ? (
            <Text color="fg.muted">{t`No errors reported`}</Text>
          ) : (
            <Table.Root size="sm" variant="outline" aria-label={t`Errors`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="40">{t`Date`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Error`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {errors.map((error, index) => (
                  // Errors have no id of their own; the list is newest first and read-only.
                  <Table.Row key={`${error.date}-${index}`}>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(error.date)}</Table.Cell>
                    <Table.Cell>{error.message}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Section>
        {/* Read by the device's id (node): platform admins any device, a site admin their own site's. */}
        <Section title={t`Health timeline`}>
          <DeviceHealthTimeline deviceId={device.id} />
        </Section>
      </Stack>
    </SidePanel>
  );
}
