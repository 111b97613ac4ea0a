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
    // The words may go under the bar in a narrow column (German at 1280 px).
    <HStack gap="2" rowGap="0.5" wrap="wrap">
      <Progress.Root value={Math.min(100, Math.max(0, percent))} size="xs" w="16" flexShrink={0} aria-label={text}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Box as="span" fontSize="sm" whiteSpace="normal">
        {text}
      </Box>
    </HStack>
  );
}
