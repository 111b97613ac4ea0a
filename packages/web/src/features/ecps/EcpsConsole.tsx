// The clinicians table of the console (§2): one page at a time from the server (search, sort and
// the site and locked filters too); add a clinician, edit one's details, lock or unlock, and send
// the selected ones a message. Platform admins see every site's clinicians and choose the site; a
// site admin sees their own site's (the server restricts the pages to it), adds to it, and sends
// no messages (§6).
import { useState, type ReactNode } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LuPlus, LuSend } from 'react-icons/lu';
import { graphql, usePaginationFragment } from 'react-relay';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { EcpsConsole_query$key } from '../../__generated__/EcpsConsole_query.graphql';
import type { EcpColumn, EcpsConsolePaginationQuery } from '../../__generated__/EcpsConsolePaginationQuery.graphql';
import type { EcpFormPanel_sites$key } from '../../__generated__/EcpFormPanel_sites.graphql';
import type { FleetCounters_console$key } from '../../__generated__/FleetCounters_console.graphql';
import { MessageResultAlert, SendMessageDialog, type OutgoingMessage } from '../../components/SendMessageDialog';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { reportError } from '../../errors/errorReporter';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { ConsoleListMissing } from '../adminConsole/ConsoleListMissing';
import { SelectionSummary } from '../../components/dataTable/SelectionSummary';
import { CONSOLE_TAB_PATHS, useConsoleArea } from '../adminConsole/consoleArea';
import { useConsoleListTable, type ConsoleColumn, type Known } from '../adminConsole/useConsoleListTable';
import { EcpFormPanel } from './EcpFormPanel';
import { EcpsTable } from './EcpsTable';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';
import { useSendMessageToEcpsMutation } from './useSendMessageToEcpsMutation';

/** The table's columns as the server sorts and filters them. */
const ECP_TABLE_COLUMNS: Record<string, ConsoleColumn<Known<EcpColumn>>> = {
  firstName: { field: 'FIRST_NAME' },
  lastName: { field: 'LAST_NAME' },
  email: { field: 'EMAIL' },
  profession: { field: 'PROFESSION' },
  site: { field: 'SITE' },
  isSiteAdmin: { field: 'SITE_ADMIN', boolean: true },
  locked: { field: 'LOCKED', boolean: true },
  pending: { field: 'PENDING', boolean: true },
};

/** Which panel is open: a new clinician, or the edit form of one. */
export type EcpPanelState = { mode: 'create' } | { mode: 'edit'; ecpId: string } | null;

interface EcpsConsoleProps {
  /** The console's header counters. */
  console: FleetCounters_console$key;
  /** The route query, for the paged ECP list (its first page searched for the address's ?q=). */
  query: EcpsConsole_query$key;
  /** The sites a platform admin chooses from (none for a site admin). */
  sites: EcpFormPanel_sites$key;
  /** A site admin's own site: no site choice and no messages (§2 my site). */
  ownSite?: { internalID: string; name: string } | null;
  /** The area's own actions beside the counters (a site admin's site export). */
  headerActions?: ReactNode;
}

/** The clinicians table with its toolbar and panels, for platform admins and for site admins. */
export function EcpsConsole({ console: consoleData, query, sites, ownSite = null, headerActions }: EcpsConsoleProps) {
  const offersAuthenticatorApps = useUpstreamCapability('AUTHENTICATOR_APPS');
  const { t } = useLingui();
  const area = useConsoleArea();
  const { data: list, refetch } = usePaginationFragment<EcpsConsolePaginationQuery, EcpsConsole_query$key>(
    graphql`
      fragment EcpsConsole_query on Query
      @refetchable(queryName: "EcpsConsolePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 14 }
        cursor: { type: "String" }
        offset: { type: "Int", defaultValue: 0 }
        search: { type: "String" }
        orderBy: { type: "[EcpOrder!]" }
        filters: { type: "[EcpFilter!]" }
        conditions: { type: "[EcpCondition!]" }
      ) {
        adminConsole {
          # One page of 14 at a time, asked for by offset so the connection takes the page's rows
          # (filters: [] keeps one connection whatever the arguments). The key is ECPS_CONNECTION_KEY
          # (ecpsConnection.ts): a site's delete removes its ECPs here.
          ecps(
            first: $count
            after: $cursor
            offset: $offset
            search: $search
            orderBy: $orderBy
            filters: $filters
            conditions: $conditions
          ) @connection(key: "EcpsTab_ecps", filters: []) {
            __id
            totalCount
            facets {
              column
              values {
                value
                count
              }
            }
            edges {
              node {
                ...EcpsTable_ecps
                ...EcpFormPanel_ecp
                id
              }
            }
          }
        }
      }
    `,
    query,
  );
  const connection = list.adminConsole?.ecps;
  const { server, pending } = useConsoleListTable({
    columns: ECP_TABLE_COLUMNS,
    totalCount: connection?.totalCount ?? 0,
    facets: connection?.facets ?? [],
    refetch,
  });
  const [panel, setPanel] = useState<EcpPanelState>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [messaging, setMessaging] = useState(false);
  const [sent, setSent] = useState({ count: 0, locked: 0, pending: 0 });
  const [sendMessage] = useSendMessageToEcpsMutation();
  const nodes = connection?.edges.map((edge) => edge.node) ?? [];
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.ecpId) : undefined;
  // The selection outlives the page, the sort, the filters and the search (the table shows one page
  // of the server's rows): every selected clinician is a recipient, as when the whole list was here.
  const recipients = selectedIds;

  const openMessage = () => {
    if (recipients.length === 0) {
      reportError({ title: ERROR_TITLES.messageNotSent, messages: [ERROR_TITLES.selectRecipients] });
      return;
    }
    setMessaging(true);
  };
  const send = async ({ method }: OutgoingMessage) => {
    const result = await sendMessage(recipients, method);
    if (!reportPayloadErrors(result.errors)) return false;
    setSent({ count: result.recipientCount ?? 0, locked: result.notMessagedLockedCount, pending: result.notMessagedPendingCount });
    return true;
  };
  const count = recipients.length;
  const { count: sentCount, locked: lockedCount, pending: pendingCount } = sent;

  return (
    <ConsoleTabFrame
      tabPath={CONSOLE_TAB_PATHS[area].ecps}
      console={consoleData}
      headerActions={headerActions}
      actions={
        connection ? (
          <>
            {ownSite ? null : (
              <Button variant="outline" onClick={openMessage}>
                <LuSend aria-hidden />
                {t`Send message`}
              </Button>
            )}
            <Button onClick={() => setPanel({ mode: 'create' })}>
              <LuPlus aria-hidden />
              {t`Add clinician`}
            </Button>
          </>
        ) : null
      }
    >
      {connection ? (
        <>
          {ownSite ? null : (
            <SelectionSummary selectedIds={selectedIds} shownIds={nodes.map((node) => node.id)} onClear={() => setSelectedIds([])} />
          )}
          <EcpsTable
            ecps={nodes}
            server={server}
            pending={pending}
            onEdit={(ecpId) => setPanel({ mode: 'edit', ecpId })}
            canResetApps={!ownSite && offersAuthenticatorApps}
            selectedIds={selectedIds}
            onSelectedIdsChange={setSelectedIds}
          />
        </>
      ) : (
        <ConsoleListMissing refetch={refetch} />
      )}
      {panel?.mode === 'create' && connection ? (
        <EcpFormPanel sites={sites} fixedSite={ownSite} connectionId={connection.__id} onClose={() => setPanel(null)} />
      ) : null}
      {editing ? <EcpFormPanel ecp={editing} sites={sites} fixedSite={ownSite} onClose={() => setPanel(null)} /> : null}
      {messaging ? (
        <SendMessageDialog
          title={t`Send message to clinicians`}
          recipientsText={plural(count, { one: 'To # selected clinician', other: 'To # selected clinicians' })}
          result={
            <MessageResultAlert
              status={lockedCount + pendingCount > 0 ? 'warning' : 'success'}
              title={plural(sentCount, { one: 'Message sent to # clinician', other: 'Message sent to # clinicians' })}
            >
              {lockedCount > 0 ? (
                <Text data-testid="not-messaged-locked">
                  {plural(lockedCount, { one: '# locked account was not messaged', other: '# locked accounts were not messaged' })}
                </Text>
              ) : null}
              {pendingCount > 0 ? (
                <Text data-testid="not-messaged-pending">
                  {plural(pendingCount, {
                    one: '# account waiting for approval was not messaged',
                    other: '# accounts waiting for approval were not messaged',
                  })}
                </Text>
              ) : null}
            </MessageResultAlert>
          }
          onSend={send}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </ConsoleTabFrame>
  );
}
