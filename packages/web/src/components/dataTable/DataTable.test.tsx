import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { AppProviders } from '../../App';
import { activateLanguage } from '../../i18n/language';
import { DataTable, type DataTableProps } from './DataTable';

interface Clinician {
  id: string;
  lastName: string;
  site: string;
  locked: boolean;
}

const column = createColumnHelper<Clinician>();
const columns = [
  column.accessor('lastName', { header: 'Last name' }),
  column.accessor('site', { header: 'Site', meta: { filterable: true } }),
  column.accessor('locked', {
    header: 'Locked',
    cell: (info) => (info.getValue() ? 'Locked' : 'Active'),
    meta: { filterable: true, filterValueLabel: (value) => (value ? 'Locked' : 'Active') },
  }),
];

const clinicians = (count: number): Clinician[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `ecp-${i + 1}`,
    lastName: `Name ${String(i + 1).padStart(2, '0')}`,
    site: i % 2 === 0 ? 'North Clinic' : 'South Clinic',
    locked: i === 1,
  }));

type Props = Partial<DataTableProps<Clinician>>;

function renderTable(props: Props = {}) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <DataTable<Clinician>
        aria-label="Clinicians"
        rows={clinicians(3)}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.lastName}
        {...props}
      />
    </AppProviders>,
  );
  return { user, table: screen.getByRole('table', { name: 'Clinicians' }) };
}

/** The data rows on screen (the header row left out), each as its last name. */
const visibleNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

function SelectableTable({ onChange, ...props }: Props & { onChange: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable<Clinician>
      aria-label="Clinicians"
      rows={clinicians(3)}
      columns={columns}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.lastName}
      selectedRowIds={selected}
      onSelectedRowIdsChange={(ids) => {
        setSelected(ids);
        onChange(ids);
      }}
      {...props}
    />
  );
}

describe('DataTable', () => {
  it('shows pagination with 15 rows, 14 on the first page, and moves to page 2', async () => {
    const { user, table } = renderTable({ rows: clinicians(15) });
    expect(visibleNames(table)).toHaveLength(14);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(visibleNames(table)).toEqual(['Name 15']);
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('hides pagination with 14 rows', () => {
    const { table } = renderTable({ rows: clinicians(14) });
    expect(visibleNames(table)).toHaveLength(14);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows the empty-state text, by default and as given', () => {
    const { unmount } = render(
      <AppProviders>
        <DataTable<Clinician> aria-label="Empty" rows={[]} columns={columns} getRowId={(row) => row.id} />
      </AppProviders>,
    );
    expect(screen.getByText('No available data')).toBeInTheDocument();
    unmount();
    renderTable({ rows: clinicians(3), globalFilter: 'nobody', emptyText: 'No clinicians match' });
    expect(screen.getByText('No clinicians match')).toBeInTheDocument();
  });

  it('narrows rows by the global search text, case-insensitively', () => {
    const { table } = renderTable({ rows: clinicians(12), globalFilter: 'name 1' });
    expect(visibleNames(table)).toEqual(['Name 10', 'Name 11', 'Name 12']);
  });

  it('sorts by header clicks desc → asc → none, with aria-sort and sort order numbers', async () => {
    const { user, table } = renderTable({ rows: clinicians(3) });
    const header = screen.getByRole('columnheader', { name: /Last name/ });
    const button = within(header).getByRole('button', { name: 'Last name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(visibleNames(table)).toEqual(['Name 03', 'Name 02', 'Name 01']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(visibleNames(table)).toEqual(['Name 01', 'Name 02', 'Name 03']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.queryByTestId('sort-priority')).not.toBeInTheDocument();
  });

  it('keeps earlier sorts when a second column is sorted, numbering their order', async () => {
    const { user, table } = renderTable({ rows: clinicians(3) });
    const sortBy = (name: string) =>
      user.click(within(screen.getByRole('columnheader', { name: new RegExp(name) })).getByRole('button', { name }));
    await sortBy('Site');
    expect(visibleNames(table)[0]).toBe('Name 02');
    await sortBy('Last name');
    // South Clinic first (site descending), then last names descending within North Clinic.
    expect(visibleNames(table)).toEqual(['Name 02', 'Name 03', 'Name 01']);
    // In header order: Last name is the second sort, Site the first.
    expect(screen.getAllByTestId('sort-priority').map((mark) => mark.textContent)).toEqual(['2', '1']);
    await sortBy('Site');
    await sortBy('Site');
    expect(visibleNames(table)).toEqual(['Name 03', 'Name 02', 'Name 01']);
    expect(screen.queryByTestId('sort-priority')).not.toBeInTheDocument();
  });

  it('filters a column by its checkbox list, with a tri-state select-all', async () => {
    const { user, table } = renderTable({ rows: clinicians(4) });
    await user.click(screen.getByRole('button', { name: 'Filter Site' }));
    const list = await screen.findByRole('group', { name: 'Filter Site' });
    const selectAll = within(list).getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBeChecked();
    await user.click(within(list).getByRole('checkbox', { name: 'South Clinic' }));
    expect(visibleNames(table)).toEqual(['Name 01', 'Name 03']);
    // Ark's checkbox sets the input's checked and indeterminate in an effect: a slow machine runs it later.
    await waitFor(() => expect(selectAll).toBePartiallyChecked());
    await user.click(selectAll);
    expect(visibleNames(table)).toHaveLength(4);
    await user.click(selectAll);
    await waitFor(() => expect(selectAll).not.toBeChecked());
    expect(screen.getByText('No available data')).toBeInTheDocument();
  });

  it('lists filter values by their labels', async () => {
    const { user, table } = renderTable({ rows: clinicians(4) });
    await user.click(screen.getByRole('button', { name: 'Filter Locked' }));
    const list = await screen.findByRole('group', { name: 'Filter Locked' });
    await user.click(within(list).getByRole('checkbox', { name: 'Active' }));
    expect(visibleNames(table)).toEqual(['Name 02']);
  });

  it('selects rows, and select-all skips disabled rows', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SelectableTable onChange={onChange} isRowDisabled={(row) => row.locked} isRowMuted={(row) => row.locked} />
      </AppProviders>,
    );
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(screen.getByRole('checkbox', { name: 'Select Name 02' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Name 01' }));
    expect(onChange).toHaveBeenLastCalledWith(['ecp-1']);
    await waitFor(() => expect(selectAll).toBePartiallyChecked());
    await user.click(selectAll);
    expect([...onChange.mock.lastCall![0]].sort()).toEqual(['ecp-1', 'ecp-3']);
    await waitFor(() => expect(selectAll).toBeChecked());
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Select Name 02' }).closest('tr')).toHaveAttribute('data-muted');
  });

  it('opens a row on click or on its details button', async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable({ onRowClick });
    await user.click(screen.getByText('Name 02'));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'ecp-2' }));
    await user.click(screen.getByRole('button', { name: 'Show details of Name 03' }));
    expect(onRowClick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'ecp-3' }));
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('selects a row by its checkbox without opening it', async () => {
    const onChange = vi.fn();
    const onRowClick = vi.fn();
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SelectableTable onChange={onChange} onRowClick={onRowClick} />
      </AppProviders>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Name 03' }));
    expect(onChange).toHaveBeenLastCalledWith(['ecp-3']);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Name 03' })).toBeChecked());
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('calls back the chosen row action, without opening the row', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onRowClick = vi.fn();
    const { user } = renderTable({
      onRowClick,
      rowActions: (row) => [
        { label: 'Edit site details', onSelect: () => onEdit(row.id) },
        { label: 'Delete site', onSelect: () => onDelete(row.id), tone: 'danger' },
        { label: 'Lock ECP', onSelect: () => onEdit('locked'), disabled: true },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Name 02' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Lock ECP' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete site' }));
    expect(onDelete).toHaveBeenCalledWith('ecp-2');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('chooses a row action by keyboard', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const onRowClick = vi.fn();
    const { user } = renderTable({
      onRowClick,
      rowActions: (row) => [
        { label: 'Edit site details', onSelect: () => onEdit(row.id) },
        { label: 'Delete site', onSelect: () => onDelete(row.id), tone: 'danger' },
      ],
    });
    screen.getByRole('button', { name: 'Actions for Name 02' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit site details', 'Delete site']);
    // Opening by keyboard may highlight the first item a frame later: arrow down until the
    // wanted item is highlighted, whatever the starting point.
    const deleteItem = within(menu).getByRole('menuitem', { name: 'Delete site' });
    for (let step = 0; step < 3 && !deleteItem.hasAttribute('data-highlighted'); step += 1) {
      await user.keyboard('{ArrowDown}');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => expect(deleteItem).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith('ecp-2');
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('speaks Hebrew, right to left', async () => {
    await activateLanguage('he');
    renderTable({ rows: clinicians(15), rowActions: () => [{ label: 'Edit', onSelect: () => {} }] });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('navigation', { name: 'ניווט בין עמודים' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'עמוד 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'פעולות עבור Name 01' })).toBeInTheDocument();
  });
});

describe('left-to-right columns', () => {
  it('isolates a phone number left to right inside its cell, leaving other cells alone', () => {
    const phoneColumns = [
      column.accessor('lastName', { header: 'Last name' }),
      column.accessor(() => '+39 051 555 0123', { id: 'phone', header: 'Phone', meta: { ltr: true } }),
    ];
    const { table } = renderTable({ rows: clinicians(1), columns: phoneColumns });
    const [nameCell, phoneCell] = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    const isolate = phoneCell.querySelector('[dir="ltr"]');
    expect(isolate?.textContent).toBe('+39 051 555 0123');
    expect(phoneCell.getAttribute('dir')).toBeNull();
    expect(nameCell.querySelector('[dir]')).toBeNull();
  });
});
