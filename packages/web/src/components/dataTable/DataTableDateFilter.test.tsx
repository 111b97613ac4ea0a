// The generic table's date condition filter (§2 search options: before, after or on a day) on a
// table that filters its own rows, and cells that follow a language switch without a reload.
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { AppProviders } from '../../App';
import { activateLanguage } from '../../i18n/language';
import { formatDate } from '../../i18n/dates';
import { DataTable } from './DataTable';

interface Visit {
  id: string;
  name: string;
  lastVisit: string | null;
  gender: 'MALE' | 'FEMALE';
}

const GENDER = { MALE: msg`Male`, FEMALE: msg`Female` };
const column = createColumnHelper<Visit>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor((row) => row.lastVisit ?? '', {
    id: 'lastVisit',
    header: 'Last visit',
    cell: (info) => formatDate(info.getValue()),
    meta: { dateFilter: true },
  }),
  // Translated in the accessor: tanstack keeps such values per row, the case a switch must refresh.
  column.accessor((row) => i18n._(GENDER[row.gender]), { id: 'gender', header: 'Gender' }),
];

const visits: Visit[] = [
  { id: 'a', name: 'Ada', lastVisit: '2025-01-14T23:59:59.000Z', gender: 'FEMALE' },
  { id: 'b', name: 'Ben', lastVisit: '2025-01-15T00:00:00.000Z', gender: 'MALE' },
  { id: 'c', name: 'Cara', lastVisit: '2025-03-01T10:00:00.000Z', gender: 'FEMALE' },
  { id: 'd', name: 'Dan', lastVisit: null, gender: 'MALE' },
];

function renderTable() {
  render(
    <AppProviders>
      <DataTable<Visit> aria-label="Visits" rows={visits} columns={columns} getRowId={(row) => row.id} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), table: screen.getByRole('table', { name: 'Visits' }) };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

async function chooseCondition(user: ReturnType<typeof userEvent.setup>, comparison: string, date: string) {
  await user.click(screen.getByRole('button', { name: /^Filter Last visit/ }));
  const group = await screen.findByRole('group', { name: 'Filter Last visit' });
  await user.selectOptions(within(group).getByLabelText('Condition'), comparison);
  const day = within(group).getByPlaceholderText('dd/mm/yyyy');
  await user.clear(day);
  await user.type(day, `${date}{Enter}`);
}

describe('DataTable: date condition filter', { timeout: 20_000 }, () => {
  it('keeps the rows before, after or on a UTC day, names the condition, and clears it', async () => {
    const { user, table } = renderTable();
    await chooseCondition(user, 'Before', '15/01/2025');
    await waitFor(() => expect(names(table)).toEqual(['Ada']));
    const trigger = screen.getByRole('button', { name: 'Filter Last visit: Before 15/01/2025' });
    expect(trigger).toHaveAttribute('data-active');
    expect(within(table).getByRole('columnheader', { name: /Last visit/ })).toHaveTextContent('Before 15/01/2025');

    await chooseCondition(user, 'On', '15/01/2025');
    await waitFor(() => expect(names(table)).toEqual(['Ben']));
    await chooseCondition(user, 'After', '15/01/2025');
    await waitFor(() => expect(names(table)).toEqual(['Cara']));

    await user.click(screen.getByRole('button', { name: /^Filter Last visit/ }));
    await user.click(await screen.findByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(names(table)).toEqual(['Ada', 'Ben', 'Cara', 'Dan']));
    expect(screen.getByRole('button', { name: 'Filter Last visit' })).not.toHaveAttribute('data-active');
  });

  it('asks for a dd/mm/yyyy date rather than applying text that is no day', async () => {
    const { user, table } = renderTable();
    await chooseCondition(user, 'Before', '31/02/2025');
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeInTheDocument();
    expect(names(table)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Filter Last visit' })).not.toHaveAttribute('data-active');
  });
});

describe('DataTable: a language switch', { timeout: 20_000 }, () => {
  it('translates every cell again, values a column translates included, without new rows', async () => {
    const { table } = renderTable();
    expect(within(table).getAllByText('Female')).toHaveLength(2);
    await act(() => activateLanguage('it'));
    await waitFor(() => expect(within(table).getAllByText('Femmina')).toHaveLength(2));
    expect(within(table).getAllByText('Maschio')).toHaveLength(2);
    expect(within(table).queryByText('Female')).not.toBeInTheDocument();
  });
});
