// The audit table: when (dd/mm/yyyy, 24-hour, to the second), who and in which
// role, what, to which kind of object and which ids, the outcome and the address. Ids are shown
// left to right in every language; long id lists wrap.
import { useMemo } from 'react';
import { Badge, Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createColumnHelper } from '@tanstack/react-table';
import { graphql, useFragment } from 'react-relay';
import type { AuditTable_events$data, AuditTable_events$key } from '../../__generated__/AuditTable_events.graphql';
import { DataTable, type ServerTableState } from '../../components/dataTable/DataTable';
import { formatDateTimeSeconds } from '../../i18n/dates';
import { AUDIT_ACTION_LABELS, AUDIT_OBJECT_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_ROLE_LABELS } from './auditLabels';

type AuditRow = AuditTable_events$data[number];
const column = createColumnHelper<AuditRow>();

interface AuditTableProps {
  events: AuditTable_events$key;
  server: ServerTableState;
  pending: boolean;
}

export function AuditTable({ events: eventsKey, server, pending }: AuditTableProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const events = useFragment(
    graphql`
      fragment AuditTable_events on AuditEvent @relay(plural: true) {
        id
        at
        actorName
        actorEmail
        actorRole
        action
        objectType
        objectIds
        outcome
        address
      }
    `,
    eventsKey,
  );

  const columns = useMemo(() => {
    const label = (labels: Record<string, MessageDescriptor>) => (value: unknown) =>
      typeof value === 'string' && labels[value] ? i18n._(labels[value]) : String(value ?? '');
    const roleLabel = label(AUDIT_ROLE_LABELS);
    return [
      column.accessor('at', {
        header: t`Time`,
        cell: (info) => formatDateTimeSeconds(info.getValue()),
        meta: { ltr: true, dateFilter: true },
      }),
      column.accessor((row) => row.actorName ?? '', {
        id: 'actor',
        header: t`Who`,
        meta: { conditionFilter: 'text' },
        cell: (info) =>
          info.row.original.actorName ? (
            <Text as="span" title={info.row.original.actorEmail ?? undefined}>
              {info.row.original.actorName}
            </Text>
          ) : (
            <Text as="span" color="fg.muted">
              {roleLabel(info.row.original.actorRole)}
            </Text>
          ),
      }),
      column.accessor('actorRole', {
        header: t`Role`,
        cell: (info) => roleLabel(info.getValue()),
        meta: { filterable: true, filterValueLabel: roleLabel },
      }),
      column.accessor('action', {
        header: t`Action`,
        cell: (info) => label(AUDIT_ACTION_LABELS)(info.getValue()),
        meta: { filterable: true, filterValueLabel: label(AUDIT_ACTION_LABELS) },
      }),
      column.accessor((row) => row.objectType ?? '', {
        id: 'objectType',
        header: t`Object`,
        cell: (info) => (info.getValue() ? label(AUDIT_OBJECT_LABELS)(info.getValue()) : '—'),
        meta: { filterable: true, filterValueLabel: (value: unknown) => (value ? label(AUDIT_OBJECT_LABELS)(value) : t`None`) },
      }),
      // A read of a page names every patient on it: the first id is shown and the others counted,
      // all of them in the tooltip and the CSV export, so the table keeps to the screen's width.
      column.accessor((row) => row.objectIds.join(', '), {
        id: 'objectIds',
        header: t`Object IDs`,
        cell: (info) => {
          const ids = info.row.original.objectIds;
          if (ids.length === 0) return '—';
          const more = ids.length - 1;
          return (
            <Box maxW="20rem" whiteSpace="normal" title={ids.join('\n')} data-testid="audit-object-ids">
              <Text as="span" display="block" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                {ids[0]}
              </Text>
              {/* On a line of its own, so the id is never split by it. */}
              {more > 0 ? (
                <Text as="span" display="block" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {t`and ${more} more`}
                </Text>
              ) : null}
            </Box>
          );
        },
        meta: { ltr: true, maxWidth: '20rem', conditionFilter: 'text' },
      }),
      column.accessor('outcome', {
        header: t({ message: 'Outcome', context: 'audit event: success or failure' }),
        cell: (info) => (
          <Badge colorPalette={info.getValue() === 'FAILURE' ? 'red' : 'green'} variant="subtle">
            {label(AUDIT_OUTCOME_LABELS)(info.getValue())}
          </Badge>
        ),
        meta: { filterable: true, filterValueLabel: label(AUDIT_OUTCOME_LABELS) },
      }),
      column.accessor((row) => row.address ?? '', { id: 'address', header: t`Address`, meta: { ltr: true, conditionFilter: 'text' } }),
    ];
  }, [i18n, t]);

  return (
    <DataTable<AuditRow>
      aria-label={t`Audit trail`}
      rows={events}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.id}
      server={server}
      pending={pending}
    />
  );
}
