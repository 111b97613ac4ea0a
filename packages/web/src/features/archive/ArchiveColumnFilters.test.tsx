// The archive's column filters as the server applies them: the birth date and last visit take a
// condition (§2 search options) remembered across visits to the tab; unticking every Status value
// says nothing matches, never that the archive is empty.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { archiveTable, archivedPatients, renderArchive } from './archiveTabTestSupport';
import { connectionOf } from '../adminConsole/consoleTabTestHarness';

const adherenceFacets = [
  { adherence: 'MISSED_MORE_THAN_THRESHOLD', count: 1 },
  { adherence: 'ON_TRACK', count: 1 },
];

describe('Archive tab: column filters', { timeout: 30_000 }, () => {
  it('asks the server for the patients born on a day, and remembers the condition', async () => {
    const { environment } = renderArchive();
    const user = userEvent.setup();
    const table = await archiveTable();
    await user.click(within(table).getByRole('button', { name: 'Filter Birth date' }));
    const group = await screen.findByRole('group', { name: 'Filter Birth date' });
    await user.selectOptions(within(group).getByLabelText('Condition'), 'On');
    await user.type(within(group).getByPlaceholderText('dd/mm/yyyy'), '15/07/2012{Enter}');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ArchiveTabPaginationQuery');
    expect(operation.request.variables).toMatchObject({ dateConditions: [{ field: 'BIRTHDATE', comparison: 'ON', date: '2012-07-15' }] });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.archiveColumnFilters) ?? '[]')).toEqual([
      { id: 'birthdate', value: { comparison: 'ON', day: '2012-07-15' } },
    ]);
  });

  it('says no archived patient matches when every Status value is unticked', async () => {
    const { environment } = renderArchive({
      DoctorWorkspace: () => ({ archivedPatients: { ...connectionOf(archivedPatients), adherenceFacets } }),
    });
    const user = userEvent.setup();
    const table = await archiveTable();
    await user.click(within(table).getByRole('button', { name: 'Filter Status' }));
    await user.click(within(await screen.findByRole('group', { name: 'Filter Status' })).getByText('Select all'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toMatchObject({ adherence: [] });
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DoctorWorkspace: () => ({ archivedPatients: { ...connectionOf([]), adherenceFacets } }),
        }),
      );
    });
    expect(await within(table).findByText('No archived patient matches the search and filters')).toBeInTheDocument();
    expect(within(table).queryByText('No archived patients yet')).not.toBeInTheDocument();
  });
});
