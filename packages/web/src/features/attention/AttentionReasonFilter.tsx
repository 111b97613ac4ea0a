// The attention list's reason filter: All and each reason, with how many patients of the whole list
// each names (a patient with two reasons counts under both). One is on at a time; choosing one reads
// the list again from the server, most urgent first, with that reason only.
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { reasonLabel, type AttentionKind } from './attentionWording';

export const ATTENTION_FILTER_KINDS = ['OVERDUE', 'NO_RECENT_TEST', 'WORSENED', 'FAILED_NOT_RETAKEN'] as const;
export type AttentionFilterKind = (typeof ATTENTION_FILTER_KINDS)[number];

interface AttentionReasonFilterProps {
  total: number;
  counts: readonly { readonly kind: AttentionKind; readonly count: number }[];
  value: AttentionFilterKind | null;
  onSelect: (reason: AttentionFilterKind | null) => void;
}

export function AttentionReasonFilter({ total, counts, value, onSelect }: AttentionReasonFilterProps) {
  const { t, i18n } = useLingui();
  const countOf = (kind: AttentionFilterKind) => counts.find((entry) => entry.kind === kind)?.count ?? 0;
  const options = [
    { value: null, label: t`All`, count: total },
    ...ATTENTION_FILTER_KINDS.map((kind) => ({ value: kind, label: reasonLabel(i18n, kind), count: countOf(kind) })),
  ];
  return (
    <HStack role="group" aria-label={t`Show the patients with this reason`} gap="1" wrap="wrap">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value ?? 'ALL'}
            size="xs"
            rounded="full"
            aria-pressed={active}
            variant={active ? 'subtle' : 'ghost'}
            colorPalette={active ? 'brand' : 'gray'}
            onClick={() => onSelect(option.value)}
          >
            {option.label}{' '}
            <Badge variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} rounded="full" size="sm">
              {option.count}
            </Badge>
          </Button>
        );
      })}
    </HStack>
  );
}
