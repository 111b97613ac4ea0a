// The Patients tab's tools (§2): search box, export all (FHIR), send message, refresh and add new patient.
import { Button, Flex, HStack, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuPlus, LuRefreshCw, LuSearch, LuSend } from 'react-icons/lu';
import { FhirBulkExportButton } from './FhirBulkExportButton';

interface PatientsToolbarProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** A refetch is under way (search, filter or refresh): the old rows stay meanwhile. */
  busy: boolean;
  onSendMessage: () => void;
  onRefresh: () => void;
  onAddPatient: () => void;
}

export function PatientsToolbar({ searchText, onSearchTextChange, busy, onSendMessage, onRefresh, onAddPatient }: PatientsToolbarProps) {
  const { t } = useLingui();
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <InputGroup startElement={<LuSearch aria-hidden />} maxW="sm" flex="1" minW="48">
        <Input
          type="search"
          bg="bg.panel"
          aria-label={t`Search patients`}
          placeholder={t`Search by name, social ID, e-mail or phone`}
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
        />
      </InputGroup>
      <HStack gap="2" aria-live="polite" minH="5">
        {busy ? (
          <>
            <Spinner size="xs" color="fg.muted" />
            <Text fontSize="sm" color="fg.muted">{t`Updating…`}</Text>
          </>
        ) : null}
      </HStack>
      <HStack gap="2" ms="auto" wrap="wrap">
        <FhirBulkExportButton />
        <Button variant="outline" onClick={onSendMessage}>
          <LuSend aria-hidden />
          {t`Send message`}
        </Button>
        <Button variant="outline" onClick={onRefresh} disabled={busy}>
          <LuRefreshCw aria-hidden />
          {t`Refresh`}
        </Button>
        <Button onClick={onAddPatient}>
          <LuPlus aria-hidden />
          {t`Add new patient`}
        </Button>
      </HStack>
    </Flex>
  );
}
