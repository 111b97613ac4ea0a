// The frame of every admin console tab (§2): the device status counters (with the area's own
// actions at the end of their row), then the table's toolbar with its search box (?q=) and
// actions, then the table.
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { LuSearch } from 'react-icons/lu';
import type { FleetCounters_console$key } from '../../__generated__/FleetCounters_console.graphql';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { tabByPath } from '../shell/dashboardTabs';
import { FleetCounters } from './FleetCounters';
import { useSearchText } from './consoleSearchParams';

interface ConsoleTabFrameProps {
  tabPath: string;
  console: FleetCounters_console$key;
  /** Loaded rows and the server's total of a tab still loading its whole list: a note appears until all are loaded. */
  loaded?: number;
  total?: number;
  /** The toolbar's actions (add new, send message), at the end of the search row. */
  actions?: ReactNode;
  /** Actions about the whole area rather than this table (a site's export), at the end of the counters' row. */
  headerActions?: ReactNode;
  children: ReactNode;
}

export function ConsoleTabFrame({ tabPath, console: consoleKey, loaded, total, actions, headerActions, children }: ConsoleTabFrameProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const tab = tabByPath(tabPath);
  const title = tab ? i18n._(tab.label) : '';
  useDocumentTitle(title);
  const [searchText, setSearchText] = useSearchText();

  return (
    <Box>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" mb="5">
        <FleetCounters console={consoleKey} />
        {headerActions ? (
          <HStack gap="2" ms="auto">
            {headerActions}
          </HStack>
        ) : null}
      </Flex>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" mb="3">
        <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm" flex="1">
          <Input
            type="search"
            bg="bg.panel"
            aria-label={t`Search ${title}`}
            placeholder={t`Search`}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </InputGroup>
        {total !== undefined && loaded !== undefined && total > loaded ? (
          <Text fontSize="sm" color="fg.muted">
            {t`Loading ${loaded} of ${total}…`}
          </Text>
        ) : null}
        {actions ? (
          <HStack gap="2" ms="auto">
            {actions}
          </HStack>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}
