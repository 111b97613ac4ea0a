// Progress at a glance: one row per key measure and correction with its first, best and
// latest reading (and the visit's date), the change since the first visit (named, with its date) in
// clinical words with an icon (colour is never the only cue), and a sparkline over every visit with
// a key saying what it draws. The record's panel and the on-screen visit report both show it; the
// server computes it (domain progressSummary.ts).
import { Box, HStack, Icon, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuMinus, LuTrendingDown, LuTrendingUp } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import type { ProgressSummaryTable_progress$key } from '../../__generated__/ProgressSummaryTable_progress.graphql';
import { DirectionalIcon } from '../../components/dataTable/DirectionalIcon';
import { formatDate } from '../../i18n/dates';
import { changeText, measureName, readingText, withUnit } from './progressWording';
import { Sparkline } from './Sparkline';

const DIRECTION_LOOK = {
  BETTER: { icon: LuTrendingUp, color: 'green.fg' },
  WORSE: { icon: LuTrendingDown, color: 'red.fg' },
  UNCHANGED: { icon: LuMinus, color: 'fg.muted' },
} as const;

export function ProgressSummaryTable({ progress: progressKey, caption }: { progress: ProgressSummaryTable_progress$key; caption: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const measures = useFragment(
    graphql`
      fragment ProgressSummaryTable_progress on MeasureProgress @relay(plural: true) {
        measure
        opticalCorrection
        unit
        betterWhen
        first {
          visitDate
          value
          deviationDirection
        }
        best {
          visitDate
          value
          deviationDirection
        }
        latest {
          visitDate
          value
          deviationDirection
        }
        change
        direction
        series {
          value
        }
      }
    `,
    progressKey,
  );
  const corrections: Record<string, string> = { WITHOUT_GLASSES: t`Without glasses`, WITH_GLASSES: t`With glasses` };
  const headers = [t`Measure`, t`First`, t`Best`, t`Latest`, t`Change since the first visit`, t`Every visit`];

  return (
    <Stack gap="1.5">
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={caption}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {headers.map((header) => (
                <Table.ColumnHeader key={header} whiteSpace="normal" verticalAlign="bottom">
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {measures.map((m) => {
              const look = DIRECTION_LOOK[m.direction as keyof typeof DIRECTION_LOOK] ?? DIRECTION_LOOK.UNCHANGED;
              const name = measureName(i18n, m.measure);
              const values = m.series.map((reading) => reading.value ?? null);
              const readings = values.map((value) => (value === null ? t`No stereo` : withUnit(m.unit, value))).join(', ');
              const count = values.length;
              return (
                <Table.Row key={`${m.measure}-${m.opticalCorrection}`} data-direction={m.direction}>
                  <Table.Cell whiteSpace="normal">
                    <Text fontWeight="medium">{name}</Text>
                    <Text color="fg.muted" fontSize="xs">
                      {corrections[m.opticalCorrection] ?? m.opticalCorrection}
                    </Text>
                  </Table.Cell>
                  {[m.first, m.best, m.latest].map((reading, index) => (
                    <Table.Cell key={headers[index + 1]} whiteSpace="nowrap">
                      <Stack gap="0">
                        {/* Numbers and units read left to right on a Hebrew page too ("60"", "14 Δ"). */}
                        <Text>
                          <bdi dir={reading.value === null || reading.value === undefined ? undefined : 'ltr'}>
                            {readingText(i18n, m.unit, reading)}
                          </bdi>
                        </Text>
                        <Text color="fg.muted" fontSize="xs">
                          {formatDate(reading.visitDate)}
                        </Text>
                      </Stack>
                    </Table.Cell>
                  ))}
                  <Table.Cell whiteSpace="normal">
                    <HStack gap="1.5" color={look.color} fontWeight="medium">
                      <Icon as="span" aria-hidden flexShrink={0}>
                        {m.direction === 'UNCHANGED' ? (
                          <look.icon />
                        ) : (
                          <DirectionalIcon>
                            <look.icon />
                          </DirectionalIcon>
                        )}
                      </Icon>
                      <Text>{changeText(i18n, m)}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <Box>
                      <Sparkline
                        values={values}
                        lowerIsBetter={m.betterWhen === 'LOWER'}
                        logScale={m.unit === 'ARCSEC'}
                        label={t`${name}, ${count} visits, oldest first: ${readings}`}
                      />
                    </Box>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {/* The sparklines' key: which visits they draw and which way is better (domain progressSparkline.ts). */}
      <Text color="fg.muted" fontSize="xs">
        {t`Every visit: one point per visit that measured it, oldest first in reading order, the latest filled; higher is better for every measure, whichever way its numbers go; a hollow point is no stereo.`}
      </Text>
    </Stack>
  );
}
