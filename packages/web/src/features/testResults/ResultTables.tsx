// The table views (§2): AutoVA and AutoCS (left, right, both eyes), Worth 4 dot and color
// vision, one row per visit, newest first. AutoVA values read '<= x.x' (§9); a test that did not
// succeed shows the device's outcome instead of values.
import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { formatAutoVa, type VaScaleName } from './resultFormat';
import { CONTRAST_UNIT } from '@portal/domain/contrastSensitivity';
import { CONTRAST_EYES, EYES, LOG_UNITS, readSeries, tableRows, type ResultRow, type VisitLike } from './resultSeries';
import { ResultTable, type ResultColumn } from './ResultTable';
import { CORRECTION_NAMES, TEST_NAMES, outcomeText, type Correction, type ResultTest } from './testCatalog';

const TABLE_TESTS = ['AUTO_VA', 'AUTO_CS', 'WORTH_4_DOT', 'COLOR_VISION'] as const;
type TableTest = (typeof TABLE_TESTS)[number];

export const isTableTest = (test: ResultTest): test is TableTest => (TABLE_TESTS as readonly string[]).includes(test);

const text = (row: ResultRow, field: string) => {
  const value = row.result[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

interface ResultTablesProps {
  test: TableTest;
  visits: readonly VisitLike[];
  correction: Correction;
  defaultVaScale: VaScaleName;
}

export function ResultTables({ test, visits, correction, defaultVaScale }: ResultTablesProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const rows = tableRows(visits, test, correction);
  const failed = (row: ResultRow) => row.result.succeeded === false;
  const outcome = (row: ResultRow) => (
    <Text as="span" color="fg.muted">
      {outcomeText(i18n, row.result.outcome) || t`No result`}
    </Text>
  );

  const dateColumn: ResultColumn<ResultRow> = { key: 'date', header: t`Visit date`, cell: (row) => row.category };
  let valueColumns: ResultColumn<ResultRow>[];
  if (test === 'AUTO_VA' || test === 'AUTO_CS') {
    // Contrast sensitivity reads in the device's log units, named in each column; the VA unit is for acuity only.
    const contrast = test === 'AUTO_CS';
    valueColumns = (contrast ? CONTRAST_EYES : EYES).map((eye, index) => ({
      key: eye.key,
      header: contrast ? `${i18n._(eye.name)} (${i18n._(LOG_UNITS)})` : i18n._(eye.name),
      cell: (row) => {
        if (failed(row)) return index === 0 ? outcome(row) : null;
        const acuity = row.result[eye.field] as { value: number; label: string } | null | undefined;
        const shown = contrast ? readSeries(row.result, eye.field, CONTRAST_UNIT).text : formatAutoVa(acuity, defaultVaScale);
        // '<= 20/40' reads left to right on a right-to-left page too.
        return shown ? <bdi dir="ltr">{shown}</bdi> : '—';
      },
    }));
  } else if (test === 'WORTH_4_DOT') {
    valueColumns = [{ key: 'result', header: t`Result`, cell: (row) => (failed(row) ? outcome(row) : (text(row, 'description') ?? '—')) }];
  } else {
    valueColumns = [
      {
        key: 'result',
        header: t`Result`,
        cell: (row) =>
          failed(row) ? (
            outcome(row)
          ) : (
            // A deficiency stands out from the normal results.
            <Text
              as="span"
              color={row.result.normal === false ? 'orange.700' : undefined}
              fontWeight={row.result.normal === false ? 'medium' : undefined}
            >
              {text(row, 'result') ?? '—'}
            </Text>
          ),
      },
    ];
  }

  return (
    <ResultTable
      caption={`${i18n._(TEST_NAMES[test])} · ${i18n._(CORRECTION_NAMES[correction])}`}
      rows={rows}
      rowKey={(row) => row.visitId}
      columns={[dateColumn, ...valueColumns]}
      emptyText={t`No results for this test`}
    />
  );
}
