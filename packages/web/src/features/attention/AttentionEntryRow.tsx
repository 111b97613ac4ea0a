// One patient of the attention list: their name linking to the record, each reason in
// one line, and the actions that fit: a message (any reason) and the next visit date (overdue or
// without a recent test: the visit to plan).
import { Badge, Button, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCalendarPlus, LuMessageSquare } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AttentionEntryRow_entry$key } from '../../__generated__/AttentionEntryRow_entry.graphql';
import { patientPaths } from '../patients/patientPaths';
import { reasonLabel, reasonText } from './attentionWording';

export type AttentionAction = 'message' | 'nextVisit';

/** The patient an action is for, as the row read them (the version a next-visit save names). */
export interface AttentionTarget {
  id: string;
  fullName: string;
  nextVisitDate: string | null;
  version: string;
}

interface AttentionEntryRowProps {
  entry: AttentionEntryRow_entry$key;
  onAction: (action: AttentionAction, patient: AttentionTarget) => void;
}

const REASON_COLORS: Record<string, string> = {
  OVERDUE: 'red',
  NO_RECENT_TEST: 'orange',
  WORSENED: 'purple',
  FAILED_NOT_RETAKEN: 'yellow',
};

export function AttentionEntryRow({ entry: entryKey, onAction }: AttentionEntryRowProps) {
  const { t, i18n } = useLingui();
  const entry = useFragment(
    graphql`
      fragment AttentionEntryRow_entry on AttentionEntry {
        patient {
          id
          version
          fullName
          nextVisitDate
        }
        reasons {
          kind
          nextVisitDate
          daysOverdue
          lastTestAt
          daysWithoutTest
          measure
          correction
          unit
          previous
          latest
          previousDate
          threshold
          testType
          failedAt
          outcome
        }
      }
    `,
    entryKey,
  );
  const { patient } = entry;
  const visitToPlan = entry.reasons.some((reason) => reason.kind === 'OVERDUE' || reason.kind === 'NO_RECENT_TEST');
  const target = { id: patient.id, fullName: patient.fullName, nextVisitDate: patient.nextVisitDate ?? null, version: patient.version };

  return (
    <Stack
      as="li"
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      py="3"
      justify="space-between"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="attention-entry"
    >
      <Stack gap="1" minW="0">
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to={patientPaths.detail(patient.id)}>{patient.fullName}</RouterLink>
        </Link>
        <List.Root gap="1" listStyle="none" ms="0">
          {entry.reasons.map((reason, index) => (
            <List.Item key={`${reason.kind}-${index}`}>
              <HStack gap="2" align="baseline">
                <Badge size="sm" variant="subtle" colorPalette={REASON_COLORS[reason.kind] ?? 'gray'} flexShrink={0}>
                  {reasonLabel(i18n, reason.kind)}
                </Badge>
                <Text fontSize="sm">{reasonText(i18n, reason)}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <HStack gap="2" flexShrink={0} align="start">
        <Button size="xs" variant="outline" onClick={() => onAction('message', target)} aria-label={t`Message ${patient.fullName}`}>
          <LuMessageSquare /> {t`Message`}
        </Button>
        {visitToPlan ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onAction('nextVisit', target)}
            aria-label={t`Set the next visit of ${patient.fullName}`}
          >
            <LuCalendarPlus /> {t`Set next visit`}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
