// The attention list above the doctor dashboard's tables: the patients who need a look
// now and why, most urgent first, ten at a time ("Show more" reads the next page from the server),
// filtered by reason with each reason's count, with a message and the next visit date at hand. The
// order, the filter and the counts are the server's, for any number of patients.
import { useId, useState, useTransition } from 'react';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuChevronDown, LuChevronUp } from 'react-icons/lu';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AttentionPanel_query$key } from '../../__generated__/AttentionPanel_query.graphql';
import type { AttentionPanelPaginationQuery } from '../../__generated__/AttentionPanelPaginationQuery.graphql';
import { NextVisitPicker } from '../patientRecord/lazyNextVisitPicker';
import { PatientMessageDialog } from '../patients/lazyPatientMessageDialog';
import { AttentionEntryRow, type AttentionAction, type AttentionTarget } from './AttentionEntryRow';
import { AttentionReasonFilter, type AttentionFilterKind } from './AttentionReasonFilter';
import { attentionCollapsed, rememberAttentionCollapsed } from './attentionCollapsed';
import { useShowMore } from '../../relay/useShowMore';

const PAGE = 10;

type Target = { action: AttentionAction; patient: AttentionTarget };

export function AttentionPanel({ query }: { query: AttentionPanel_query$key }) {
  const { t } = useLingui();
  const headingId = useId();
  const bodyId = useId();
  const [collapsed, setCollapsed] = useState(attentionCollapsed);
  const toggle = () => {
    rememberAttentionCollapsed(!collapsed);
    setCollapsed(!collapsed);
  };
  const { data, refetch, ...paging } = usePaginationFragment<AttentionPanelPaginationQuery, AttentionPanel_query$key>(
    graphql`
      fragment AttentionPanel_query on Query
      @refetchable(queryName: "AttentionPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, reason: { type: "AttentionReasonKind" }) {
        doctorWorkspace @include(if: $isDoctor) {
          attention(first: $count, after: $cursor, reason: $reason) @connection(key: "AttentionPanel_attention", filters: ["reason"]) {
            totalCount
            countsByReason {
              kind
              count
            }
            edges {
              node {
                patient {
                  id
                }
                ...AttentionEntryRow_entry
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { showMore, loadingMore } = useShowMore(paging, PAGE);
  const [target, setTarget] = useState<Target | null>(null);
  const [reason, setReason] = useState<AttentionFilterKind | null>(null);
  const [refreshing, startRefresh] = useTransition();
  const connection = data.doctorWorkspace?.attention;
  // The list could not be read: the error modal has said why, and the tables below still work.
  if (!connection) return null;
  const edges = connection.edges;

  // A message or a new date may take a patient off the list: read it again from the first page.
  const readAgain = (next: AttentionFilterKind | null) => {
    startRefresh(() => {
      refetch({ count: PAGE, cursor: null, reason: next }, { fetchPolicy: 'network-only' });
    });
  };
  const close = () => {
    setTarget(null);
    readAgain(reason);
  };
  const filter = (next: AttentionFilterKind | null) => {
    setReason(next);
    readAgain(next);
  };

  return (
    <Card.Root
      as="section"
      variant="outline"
      bg="bg.panel"
      aria-labelledby={headingId}
      aria-busy={refreshing || loadingMore}
      data-testid="attention-panel"
    >
      <Card.Header pb="0">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id={headingId}>
            {t`Needs attention`}
          </Heading>
          {/* Folded away, the patient table comes first; the choice is kept for this browser. */}
          <Button size="sm" variant="ghost" aria-expanded={!collapsed} aria-controls={bodyId} onClick={toggle}>
            {collapsed ? <LuChevronDown aria-hidden /> : <LuChevronUp aria-hidden />}
            {collapsed ? t`Show the list` : t`Hide the list`}
          </Button>
        </HStack>
        {collapsed ? null : (
          <Text fontSize="sm" color="fg.muted">
            {t`Patients overdue for their visit, without a recent test, getting worse, or with a failed test not retaken.`}
          </Text>
        )}
      </Card.Header>
      <Card.Body id={bodyId} display={collapsed ? 'none' : undefined} pt="2" opacity={refreshing ? 0.6 : 1}>
        {connection.totalCount > 0 ? (
          <AttentionReasonFilter total={connection.totalCount} counts={connection.countsByReason} value={reason} onSelect={filter} />
        ) : null}
        {edges.length === 0 ? (
          <Text color="fg.muted" mt="2">
            {connection.totalCount > 0 ? t`No patient on the list for this reason.` : t`No patient needs attention right now.`}
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyle="none" mt="1">
            {edges.map((edge) => (
              <AttentionEntryRow
                key={edge.node.patient.id}
                entry={edge.node}
                onAction={(action, patient) => setTarget({ action, patient })}
              />
            ))}
          </Stack>
        )}
        {paging.hasNext ? (
          // Not while the list is read again from its first page: the next page would follow the old one.
          <Button alignSelf="start" mt="2" size="sm" variant="ghost" loading={loadingMore || refreshing} onClick={showMore}>
            {t`Show more`}
          </Button>
        ) : null}
      </Card.Body>
      {target?.action === 'message' ? (
        <PatientMessageDialog patientIds={[target.patient.id]} recipientsText={t`To ${target.patient.fullName}`} onClose={close} />
      ) : null}
      {target?.action === 'nextVisit' ? (
        <NextVisitPicker
          patientId={target.patient.id}
          patientName={target.patient.fullName}
          current={target.patient.nextVisitDate}
          version={target.patient.version}
          onClose={close}
        />
      ) : null}
    </Card.Root>
  );
}
