// The advanced toggle's secondary values (§2), one row per visit, newest first: the cover
// tests' directions, intermittency and manual selection; the fusional break and recovery points
// as numbers; the reading text's level and language.
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { formatNumber } from './resultFormat';
import { tableRows, type ResultRow, type VisitLike } from './resultSeries';
import { ResultTable, type ResultColumn } from './ResultTable';
import { CORRECTION_NAMES, directionText, outcomeText, type Correction, type ResultTest } from './testCatalog';

const ADVANCED_TESTS: readonly ResultTest[] = ['ACT', 'CT', 'FUSIONAL_RESERVE', 'READING'];

export const hasAdvancedDetails = (test: ResultTest) => ADVANCED_TESTS.includes(test);

const value = (row: ResultRow, field: string) => {
  const raw = row.result[field];
  if (typeof raw === 'number') return formatNumber(raw);
  if (typeof raw === 'string' && raw.trim() !== '') return raw;
  return '—';
};

interface AdvancedDetailsProps {
  test: ResultTest;
  visits: readonly VisitLike[];
  correction: Correction;
}

export function AdvancedDetails({ test, visits, correction }: AdvancedDetailsProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const yesNo = (row: ResultRow, field: string) => {
    const raw = row.result[field];
    return raw === true ? t`Yes` : raw === false ? t`No` : '—';
  };
  const withDirection = (row: ResultRow, amount: string, direction: string) => {
    const shown = value(row, amount);
    const raw = value(row, direction);
    const towards = raw === '—' ? raw : directionText(i18n, raw);
    // '6 (Exo)' reads left to right on a right-to-left page too.
    return towards === '—' ? shown : <bdi dir="ltr">{`${shown} (${towards})`}</bdi>;
  };
  const column = (key: string, header: string, cell: ResultColumn<ResultRow>['cell']): ResultColumn<ResultRow> => ({ key, header, cell });

  const columnsByTest: Partial<Record<ResultTest, ResultColumn<ResultRow>[]>> = {
    ACT: [
      column('horizontal', t`Horizontal deviation`, (row) => withDirection(row, 'horizontalDeviation', 'horizontalDirection')),
      column('vertical', t`Vertical deviation`, (row) => withDirection(row, 'verticalDeviation', 'verticalDirection')),
      column('intermittent', t`Intermittent`, (row) => yesNo(row, 'intermittent')),
      column('selected', t`Selected by the clinician`, (row) => yesNo(row, 'selectedByUser')),
    ],
    FUSIONAL_RESERVE: [
      column('convergence', t`Convergence`, (row) => value(row, 'convergence')),
      column('positiveRecovery', t`Positive recovery`, (row) => value(row, 'positiveRecovery')),
      column('divergence', t`Divergence`, (row) => value(row, 'divergence')),
      column('negativeRecovery', t`Negative recovery`, (row) => value(row, 'negativeRecovery')),
    ],
    READING: [
      column('textLevel', t`Text level`, (row) => value(row, 'textLevel')),
      column('language', t`Text language`, (row) => value(row, 'readingLanguage')),
    ],
  };
  const columns = columnsByTest[test === 'CT' ? 'ACT' : test] ?? [];
  const correctionName = i18n._(CORRECTION_NAMES[correction]);
  return (
    <ResultTable
      caption={t`Details, ${correctionName}`}
      rows={tableRows(visits, test, correction)}
      rowKey={(row) => row.visitId}
      columns={[
        column('date', t`Visit date`, (row) => row.category),
        ...columns,
        column('outcome', t`Outcome`, (row) => outcomeText(i18n, row.result.outcome) || '—'),
      ]}
      emptyText={t`No results for this test`}
    />
  );
}
