// /dashboard/ecps (§2): the eye care professionals of every site, with search; add a
// clinician, edit one's details, lock or unlock, and send the selected ones a message.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LuPlus, LuSend } from 'react-icons/lu';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import type { EcpsTab_query$key } from '../../__generated__/EcpsTab_query.graphql';
import type { EcpsTabPaginationQuery } from '../../__generated__/EcpsTabPaginationQuery.graphql';
import { SendMessageDialog, type MessageMethod } from '../../components/SendMessageDialog';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { reportError } from '../../errors/errorReporter';
import type { RouteQueryProps } from '../../routing/routeQuery';
import { ConsoleTabFrame } from '../adminConsole/ConsoleTabFrame';
import { useWholeList } from '../adminConsole/useWholeList';
import { EcpFormPanel } from './EcpFormPanel';
import { EcpsTable } from './EcpsTable';
import { useSendMessageToEcpsMutation } from './useSendMessageToEcpsMutation';

// The sites are the ECP form's site choices (platform admins choose the site, §6).
export const ecpsTabQuery = graphql`
  query EcpsTabQuery {
    adminConsole {
      ...FleetCounters_console
      sites(first: 100) {
        edges {
          node {
            ...EcpFormPanel_sites
          }
        }
      }
    }
    ...EcpsTab_query
  }
`;

/** Which panel is open: a new clinician, or the edit form of one. */
export type EcpPanelState = { mode: 'create' } | { mode: 'edit'; ecpId: string } | null;

export function EcpsTab({ queryRef }: RouteQueryProps<EcpsTabQuery>) {
  const { t } = useLingui();
  const data = usePreloadedQuery<EcpsTabQuery>(ecpsTabQuery, queryRef);
  const { data: list, ...paging } = usePaginationFragment<EcpsTabPaginationQuery, EcpsTab_query$key>(
    graphql`
      fragment EcpsTab_query on Query
      @refetchable(queryName: "EcpsTabPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        adminConsole {
          # The key is ECPS_CONNECTION_KEY (ecpsConnection.ts): a site's delete removes its ECPs here.
          ecps(first: $count, after: $cursor) @connection(key: "EcpsTab_ecps") {
            __id
            totalCount
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
    data,
  );
  useWholeList(paging);
  const [panel, setPanel] = useState<EcpPanelState>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [messaging, setMessaging] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const [sendMessage] = useSendMessageToEcpsMutation();
  const consoleData = data.adminConsole;
  const connection = list.adminConsole?.ecps;
  if (!consoleData || !connection) return null;
  const nodes = connection.edges.map((edge) => edge.node);
  const sites = consoleData.sites?.edges.map((edge) => edge.node) ?? [];
  const editing = panel?.mode === 'edit' ? nodes.find((node) => node.id === panel.ecpId) : undefined;
  // A row may have left the table (its site deleted) while selected.
  const recipients = selectedIds.filter((id) => nodes.some((node) => node.id === id));

  const openMessage = () => {
    if (recipients.length === 0) {
      reportError({ title: ERROR_TITLES.messageNotSent, messages: [ERROR_TITLES.selectRecipients] });
      return;
    }
    setMessaging(true);
  };
  const send = async (method: MessageMethod) => {
    const result = await sendMessage(recipients, method);
    if (!reportPayloadErrors(result.errors)) return false;
    setSentCount(result.recipientCount ?? recipients.length);
    return true;
  };
  const count = recipients.length;

  return (
    <ConsoleTabFrame
      tabPath="ecps"
      console={consoleData}
      loaded={nodes.length}
      total={connection.totalCount}
      actions={
        <>
          <Button variant="outline" onClick={openMessage}>
            <LuSend aria-hidden />
            {t`Send message`}
          </Button>
          <Button onClick={() => setPanel({ mode: 'create' })}>
            <LuPlus aria-hidden />
            {t`Add clinician`}
          </Button>
        </>
      }
    >
      <EcpsTable
        ecps={nodes}
        onEdit={(ecpId) => setPanel({ mode: 'edit', ecpId })}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
      />
      {panel?.mode === 'create' ? (
        <EcpFormPanel sites={sites} connectionId={connection.__id} onClose={() => setPanel(null)} />
      ) : null}
      {editing ? <EcpFormPanel ecp={editing} sites={sites} onClose={() => setPanel(null)} /> : null}
      {messaging ? (
        <SendMessageDialog
          title={t`Send message to clinicians`}
          recipientsText={plural(count, { one: 'To # selected clinician', other: 'To # selected clinicians' })}
          sentText={plural(sentCount, { one: 'Message sent to # clinician', other: 'Message sent to # clinicians' })}
          onSend={send}
          onClose={() => setMessaging(false)}
        />
      ) : null}
    </ConsoleTabFrame>
  );
}
