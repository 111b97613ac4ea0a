// The generic table's number and text condition filters (§2 search options: less than, greater
// than or equal to a number; a text it includes) on a table that filters its own rows.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { AppProviders } from '../../App';
import { DataTable } from './DataTable';

interface Site {
  id: string;
  name: string;
  devices: number;
}

const column = createColumnHelper<Site>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { conditionFilter: 'text' } }),
  column.accessor('devices', { header: 'Devices', meta: { conditionFilter: 'number' } }),
];
const sites: Site[] = [
  { id: 'a', name: 'North Clinic', devices: 2 },
  { id: 'b', name: 'South Clinic', devices: 5 },
  { id: 'c', name: 'Northside', devices: 9 },
];

function renderTable() {
  render(
    <AppProviders>
      <DataTable<Site> aria-label="Sites" rows={sites} columns={columns} getRowId={(row) => row.id} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), table: screen.getByRole('table', { name: 'Sites' }) };
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

describe('number and text condition filters', { timeout: 20_000 }, () => {
  it('keeps the numbers less than, greater than or equal to the one typed, and refuses what is no number', async () => {
    const { user, table } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Filter Devices' }));
    let group = await screen.findByRole('group', { name: 'Filter Devices' });
    await user.type(within(group).getByRole('textbox', { name: 'Number' }), 'five');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(within(group).getByText('Enter a number, such as 3 or 2.5')).toBeInTheDocument();
    await user.clear(within(group).getByRole('textbox', { name: 'Number' }));
    await user.type(within(group).getByRole('textbox', { name: 'Number' }), '5');
    await user.selectOptions(within(group).getByLabelText('Condition'), 'GREATER');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(names(table)).toEqual(['Northside']);
    expect(screen.getByRole('button', { name: 'Filter Devices: Greater than 5' })).toHaveAttribute('data-active');

    await user.click(screen.getByRole('button', { name: 'Filter Devices: Greater than 5' }));
    group = await screen.findByRole('group', { name: 'Filter Devices' });
    await user.selectOptions(within(group).getByLabelText('Condition'), 'INCLUDE');
    await user.click(within(group).getByRole('button', { name: 'Apply' }));
    expect(names(table)).toEqual(['South Clinic']);
  });

  it('keeps the texts that include the one typed, whatever the case, and clears it', async () => {
    const { user, table } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Filter Name' }));
    let group = await screen.findByRole('group', { name: 'Filter Name' });
    await user.type(within(group).getByRole('textbox', { name: 'Includes' }), 'NORTH{Enter}');
    expect(names(table)).toEqual(['North Clinic', 'Northside']);
    expect(screen.getAllByText('Includes “NORTH”').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Filter Name: Includes “NORTH”' }));
    group = await screen.findByRole('group', { name: 'Filter Name' });
    await user.click(within(group).getByRole('button', { name: 'Clear filter' }));
    expect(names(table)).toHaveLength(3);
  });
});
