// The data table when the server pages, sorts and filters: it shows the page it is
// given, asks for other pages, sorts and filters through the caller, and lists the server's
// filter choices with their counts.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper, type ColumnFiltersState, type SortingState } from '@tanstack/react-table';
import { AppProviders } from '../../App';
import { DataTable, type ServerTableState } from './DataTable';

interface Row {
  id: string;
  lastName: string;
  site: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('lastName', { header: 'Last name' }),
  column.accessor('site', { header: 'Site', meta: { filterable: true } }),
];
const page = (index: number): Row[] =>
  Array.from({ length: 14 }, (_, i) => ({ id: `r-${index * 14 + i}`, lastName: `Name ${index * 14 + i}`, site: 'North' }));

function ServerTable({ spy }: { spy: (what: string, value: unknown) => void }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const server: ServerTableState = {
    totalCount: 100,
    pageIndex,
    onPageIndexChange: (i) => (spy('page', i), setPageIndex(i)),
    sorting,
    onSortingChange: (s) => (spy('sort', s), setSorting(s)),
    columnFilters,
    onColumnFiltersChange: (f) => (spy('filter', f), setColumnFilters(f)),
    filterChoices: {
      site: [
        { key: 'NORTH', label: 'North', count: 60 },
        { key: 'SOUTH', label: 'South', count: 40 },
      ],
    },
  };
  return (
    <AppProviders>
      <DataTable<Row>
        aria-label="Rows"
        rows={page(pageIndex)}
        columns={columns}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.lastName}
        server={server}
        selectedRowIds={selected}
        onSelectedRowIdsChange={(ids) => (spy('select', ids), setSelected(ids))}
      />
    </AppProviders>
  );
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('DataTable with server paging', () => {
  it('shows the given page as is, with the page window over the server total, and asks for the page clicked', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable spy={spy} />);
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(names(table)).toHaveLength(14);
    const nav = screen.getByRole('navigation', { name: /pagination/i });
    // 100 rows: 8 pages, the window 1 2 … 8.
    expect(within(nav).getByRole('button', { name: /8/ })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: /8/ }));
    expect(spy).toHaveBeenCalledWith('page', 7);
    expect(names(screen.getByRole('table', { name: 'Rows' }))[0]).toBe('Name 98');
  });

  it('cycles the sort through the caller (desc → asc → none) and keeps the rows in the server’s order', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable spy={spy} />);
    const header = screen.getByRole('button', { name: /Last name/ });
    await user.click(header);
    expect(spy).toHaveBeenLastCalledWith('sort', [{ id: 'lastName', desc: true }]);
    await user.click(header);
    expect(spy).toHaveBeenLastCalledWith('sort', [{ id: 'lastName', desc: false }]);
    expect(names(screen.getByRole('table', { name: 'Rows' }))[0]).toBe('Name 0');
  });

  it('lists the server’s filter choices with their counts, and a choice unticked filters through the caller', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Filter Site' }));
    const group = await screen.findByRole('group', { name: 'Filter Site' });
    expect(group.textContent).toContain('North(60)');
    expect(group.textContent).toContain('South(40)');
    await user.click(within(group).getByText('South'));
    expect(spy).toHaveBeenLastCalledWith('filter', [{ id: 'site', value: ['NORTH'] }]);
  });

  it('selects all rows of the page with the header box', async () => {
    const spy = vi.fn();
    const user = userEvent.setup();
    render(<ServerTable spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(spy).toHaveBeenLastCalledWith(
      'select',
      page(0).map((r) => r.id),
    );
  });
});
