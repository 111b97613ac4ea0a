// A device's health timeline in its info panel: every report it sent, newest first,
// ten at a time from the server (the database pages it), with its status, versions and errors.
// Read when the panel opens (one REST call), never with the device list's rows.
import { Suspense } from 'react';
import { Box, Button, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import type { DeviceHealthTimelineQuery } from '../../__generated__/DeviceHealthTimelineQuery.graphql';
import type { DeviceHealthTimeline_device$key } from '../../__generated__/DeviceHealthTimeline_device.graphql';
import type { DeviceHealthTimelinePaginationQuery } from '../../__generated__/DeviceHealthTimelinePaginationQuery.graphql';
import { formatDateTime } from '../../i18n/dates';
import { systemStatusText } from './systemStatusText';
import { useShowMore } from '../../relay/useShowMore';

/** The timeline of the device `deviceId` (a global id), read afresh each time the panel opens. */
export function DeviceHealthTimeline({ deviceId }: { deviceId: string }) {
  return (
    <Suspense fallback={<Spinner size="sm" />}>
      <TimelineOf deviceId={deviceId} />
    </Suspense>
  );
}

function TimelineOf({ deviceId }: { deviceId: string }) {
  const data = useLazyLoadQuery<DeviceHealthTimelineQuery>(
    graphql`
      query DeviceHealthTimelineQuery($id: ID!) {
        node(id: $id) {
          ...DeviceHealthTimeline_device @alias(as: "device")
        }
      }
    `,
    { id: deviceId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.node?.device ? <TimelineTable device={data.node.device} /> : null;
}

function TimelineTable({ device: deviceKey }: { device: DeviceHealthTimeline_device$key }) {
  const { t, i18n } = useLingui();
  const { data, ...paging } = usePaginationFragment<DeviceHealthTimelinePaginationQuery, DeviceHealthTimeline_device$key>(
    graphql`
      fragment DeviceHealthTimeline_device on Device
      @refetchable(queryName: "DeviceHealthTimelinePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        healthTimeline(first: $count, after: $cursor) @connection(key: "DeviceHealthTimeline_healthTimeline") {
          totalCount
          edges {
            node {
              id
              receivedAt
              lastRun
              systemStatus
              hasError
              windowsVersion
              esVersion
              etFirmwareVersion
              emitterFirmwareVersion
              teamViewerVersion
              errors {
                date
                message
              }
            }
          }
        }
      }
    `,
    deviceKey,
  );
  const { showMore, loadingMore } = useShowMore(paging, 10);
  // A clinic's backend that keeps no device reports: no timeline to show.
  if (!data.healthTimeline) return null;
  const reports = data.healthTimeline.edges.map((edge) => edge.node);
  if (reports.length === 0) return <Text color="fg.muted">{t`The device has not reported yet`}</Text>;
  const versions = (r: (typeof reports)[number]) =>
    [
      [t`Windows`, r.windowsVersion],
      [t`ES app`, r.esVersion],
      [t`ET firmware`, r.etFirmwareVersion],
      [t`Emitter firmware`, r.emitterFirmwareVersion],
      [t`TeamViewer`, r.teamViewerVersion],
    ]
      .map(([label, version]) => `${label} ${version || '—'}`)
      .join(' · ');
  const total = data.healthTimeline.totalCount;
  const shown = reports.length;
  return (
    <Stack gap="2">
      <Table.Root size="sm" variant="outline" aria-label={t`Health timeline`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="40">{t`Received`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Versions`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Errors`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {reports.map((report) => {
            const ranAt = formatDateTime(report.lastRun);
            return (
              <Table.Row key={report.id}>
                <Table.Cell whiteSpace="nowrap">
                  {formatDateTime(report.receivedAt)}
                  <Text fontSize="xs" color="fg.muted">
                    {t`ran ${ranAt}`}
                  </Text>
                </Table.Cell>
                <Table.Cell color={report.hasError ? 'red.fg' : undefined}>{systemStatusText(i18n, report.systemStatus)}</Table.Cell>
                <Table.Cell fontSize="xs" dir="ltr">
                  {versions(report)}
                </Table.Cell>
                <Table.Cell>
                  {report.errors.length === 0 ? (
                    '—'
                  ) : (
                    <Box as="ul" listStyleType="none">
                      {report.errors.map((error, index) => (
                        // Entries have no id; the list is as the device sent it and read-only.
                        <li key={`${error.date}-${index}`}>{error.message}</li>
                      ))}
                    </Box>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted">
        {t`${shown} of ${total} reports`}
      </Text>
      {paging.hasNext ? (
        <Button size="sm" variant="outline" alignSelf="start" loading={loadingMore} onClick={showMore}>
          {t`Show older reports`}
        </Button>
      ) : null}
    </Stack>
  );
}
