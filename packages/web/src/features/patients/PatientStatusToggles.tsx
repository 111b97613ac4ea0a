// The status toggles of §2 (All patients, Children, Adults, Pending, Locked, Tested) and
// Overdue (the planned next visit day has passed), each with its count over the whole active
// list. One is on at a time.
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { PatientStatusToggles_counts$key } from '../../__generated__/PatientStatusToggles_counts.graphql';
import { STATUS_OPTIONS, type PatientStatusValue } from './patientLabels';

interface PatientStatusTogglesProps {
  counts: PatientStatusToggles_counts$key | null | undefined;
  value: PatientStatusValue;
  onSelect: (status: PatientStatusValue) => void;
}

export function PatientStatusToggles({ counts: countsKey, value, onSelect }: PatientStatusTogglesProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const counts = useFragment(
    graphql`
      fragment PatientStatusToggles_counts on PatientCounts {
        active
        children
        adults
        pending
        locked
        tested
        overdue
      }
    `,
    countsKey,
  );
  return (
    <HStack role="group" aria-label={t`Patient status`} gap="2" wrap="wrap">
      {STATUS_OPTIONS.map((option) => {
        const active = option.value === value;
        const count = counts?.[option.count];
        return (
          <Button
            key={option.value}
            size="sm"
            rounded="full"
            aria-pressed={active}
            variant={active ? 'subtle' : 'ghost'}
            colorPalette={active ? 'brand' : 'gray'}
            onClick={() => onSelect(option.value)}
          >
            {i18n._(option.label)}{' '}
            {count !== undefined ? (
              <Badge variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} rounded="full">
                {count}
              </Badge>
            ) : null}
          </Button>
        );
      })}
    </HStack>
  );
}
