// §2 Patient detail, under the summary: who opened or changed this record lately, from the audit
// trail, so a doctor can see that only their team looked at their patient.
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RecordAccessAction, RecordAccessPanel_patient$key } from '../../__generated__/RecordAccessPanel_patient.graphql';
import { formatDateTime } from '../../i18n/dates';

const ACTION_LABELS: Record<Exclude<RecordAccessAction, '%future added value'>, MessageDescriptor> = {
  OPENED: msg`Opened the record`,
  CREATED: msg`Created the patient`,
  CHANGED: msg`Changed the details`,
  ADDED_VISIT: msg`Added a visit`,
};

export function RecordAccessPanel({ patient: patientKey }: { patient: RecordAccessPanel_patient$key }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const patient = useFragment(
    graphql`
      fragment RecordAccessPanel_patient on Patient {
        accessLog(first: 8) {
          at
          action
          actorName
        }
      }
    `,
    patientKey,
  );
  const entries = patient.accessLog;
  // A clinic's backend that keeps no audit trail: the panel is not shown.
  if (!entries) return null;

  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm">
      <Card.Header>
        <Heading as="h2" size="sm">
          {t`Record access`}
        </Heading>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t`No one has opened this record yet.`}</Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label={t`Record access`}>
            {entries.map((entry) => {
              const label =
                entry.action in ACTION_LABELS ? i18n._(ACTION_LABELS[entry.action as keyof typeof ACTION_LABELS]) : entry.action;
              return (
                <Stack as="li" key={`${entry.at}-${entry.action}`} gap="0" fontSize="sm">
                  <Text fontWeight="medium">{entry.actorName ?? t`A former staff member`}</Text>
                  <Text color="fg.muted">
                    {label} · {formatDateTime(entry.at)}
                  </Text>
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
