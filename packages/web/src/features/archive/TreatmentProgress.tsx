// The archive's treatment progress cell: a small bar and "75% of 180 days" (the planned
// length is the first visit's TreatmentDuration months times 30, computed by the server).
import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

interface TreatmentProgressProps {
  /** Whole percent, 0-100; null before the first visit. */
  percent: number | null | undefined;
  /** The planned treatment length in days. */
  days: number | null | undefined;
}

export function TreatmentProgress({ percent, days }: TreatmentProgressProps) {
  const { t } = useLingui();
  if (percent === null || percent === undefined) {
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  }
  const text = days ? t`${percent}% of ${days} days` : t`${percent}%`;
  return (
    <HStack gap="2" minW="40">
      <Progress.Root value={Math.min(100, Math.max(0, percent))} size="xs" w="16" flexShrink={0} aria-label={text}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box as="span" fontSize="sm" whiteSpace="nowrap">
        {text}
      </Box>
    </HStack>
  );
}
