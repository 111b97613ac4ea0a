// The Status column of both patient tables (§2): a red warning on patients who missed
// more than the threshold of their planned tests, named for assistive technology, filtered and
// sorted by the server (adherence facets, MISSED_VISITS).
import { useMemo } from 'react';
import { Box, Icon } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { LuTriangleAlert } from 'react-icons/lu';
import { MISSED_VISITS_THRESHOLD_PERCENT } from '@portal/domain/constants';
import type { VisitAdherence } from './patientTableState';

/** How each adherence choice reads: the filter's choices and the warning's name. */
export type AdherenceLabels = Record<VisitAdherence, string>;

export function useAdherenceLabels(): AdherenceLabels {
  const { t } = useLingui();
  return useMemo(
    () => ({ MISSED_MORE_THAN_THRESHOLD: t`Missed more than ${MISSED_VISITS_THRESHOLD_PERCENT}%`, ON_TRACK: t`On track` }),
    [t],
  );
}

/** The warning icon; Chakra hides icons from assistive technology, so the wrapper carries the name. */
export function MissedVisitsMark({ label }: { label: string }) {
  return (
    <Box as="span" role="img" aria-label={label} title={label} display="inline-flex" verticalAlign="middle">
      <Icon color="red.solid" boxSize="5">
        <LuTriangleAlert />
      </Icon>
    </Box>
  );
}

/** The column (id missedMoreThanThreshold, which tableVariables reads as the adherence filter). */
export function missedVisitsColumn<TRow extends { missedMoreThanThreshold: boolean }>(
  header: string,
  labels: AdherenceLabels,
): ColumnDef<TRow, boolean> {
  return {
    id: 'missedMoreThanThreshold',
    accessorFn: (row) => row.missedMoreThanThreshold,
    header,
    cell: (info) => (info.getValue() ? <MissedVisitsMark label={labels.MISSED_MORE_THAN_THRESHOLD} /> : null),
    meta: {
      align: 'center',
      filterable: true,
      filterValueLabel: (value) => (value ? labels.MISSED_MORE_THAN_THRESHOLD : labels.ON_TRACK),
    },
  };
}
