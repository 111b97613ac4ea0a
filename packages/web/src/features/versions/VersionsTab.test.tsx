import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import {
  SLOW,
  answer,
  chooseRowAction,
  pendingMutation,
  renderVersions,
  resolveMutation,
  resolvers,
  table,
  versionNode,
  versions,
} from './versionsTabTestSupport';
import type { VersionsTabQuery } from '../../__generated__/VersionsTabQuery.graphql';
import { fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { VersionsTab, versionsTabQuery } from './VersionsTab';

describe('Versions tab list', () => {
  it('asks the server for each page, sort, ticked filter and search, 14 rows at a time', async () => {
    const { environment } = renderVersions(30);
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers(30))));
      return operation.request.variables;
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(await lastVariables()).toMatchObject({ offset: 28, count: 14, search: null, orderBy: [], filters: [] });

    // The number sorts on the server (by the §4 rule), then the date after it.
    fireEvent.click(within(table()).getByRole('button', { name: /^Version number/ }));
    expect(await lastVariables()).toMatchObject({ offset: 0, orderBy: [{ field: 'VERSION_NO', direction: 'DESC' }] });
    fireEvent.click(within(table()).getByRole('button', { name: /^Date/ }));
    expect((await lastVariables()).orderBy).toEqual([
      { field: 'VERSION_NO', direction: 'DESC' },
      { field: 'CREATED_AT', direction: 'DESC' },
    ]);

    // The type filter's choices are the stored codes, read as the components' names.
    fireEvent.click(screen.getByRole('button', { name: 'Filter Type' }));
    const choices = await screen.findByRole('group', { name: 'Filter Type' });
    expect(within(choices).getByText('ES app')).toBeInTheDocument();
    fireEvent.click(within(choices).getByText('Windows'));
    expect(await lastVariables()).toMatchObject({ filters: [{ column: 'TYPE', values: ['ESAPP'] }] });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Versions' }), { target: { value: '2.4' } });
    expect(await lastVariables()).toMatchObject({ search: '2.4', offset: 0, filters: [{ column: 'TYPE', values: ['ESAPP'] }] });
  });
});

describe('Versions tab column conditions (§2 search options)', { timeout: 20_000 }, () => {
  it('sends a date condition and a text condition to the server, shows them under the headers and clears them', async () => {
    const { environment } = renderVersions(30);
    const lastVariables = async () => {
      await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
      const operation = environment.mock.getMostRecentOperation();
      act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers(30))));
      return operation.request.variables;
    };
    await screen.findByRole('button', { name: 'Filter Date' });

    // Before a day typed dd/mm/yyyy: the server's LESS on CREATED_AT, the day as yyyy-mm-dd.
    fireEvent.click(screen.getByRole('button', { name: 'Filter Date' }));
    const dateMenu = await screen.findByRole('group', { name: 'Filter Date' });
    fireEvent.change(within(dateMenu).getByRole('combobox', { name: 'Condition' }), { target: { value: 'BEFORE' } });
    fireEvent.change(await within(dateMenu).findByRole('textbox', { name: 'Date' }), { target: { value: '15/01/2026' } });
    fireEvent.click(within(dateMenu).getByRole('button', { name: 'Apply' }));
    expect(await lastVariables()).toMatchObject({
      offset: 0,
      filters: [],
      conditions: [{ column: 'CREATED_AT', comparison: 'LESS', value: '2026-01-15' }],
    });
    expect(screen.getByRole('button', { name: 'Filter Date: Before 15/01/2026' })).toHaveAttribute('data-active');

    // A text column includes what is typed; a blank text is refused and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Filter URL' }));
    const urlMenu = await screen.findByRole('group', { name: 'Filter URL' });
    const operations = environment.mock.getAllOperations().length;
    fireEvent.click(within(urlMenu).getByRole('button', { name: 'Apply' }));
    expect(await within(urlMenu).findByText('Enter the text to look for')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(operations);
    fireEvent.change(within(urlMenu).getByRole('textbox', { name: 'Includes' }), { target: { value: ' win ' } });
    fireEvent.click(within(urlMenu).getByRole('button', { name: 'Apply' }));
    expect((await lastVariables()).conditions).toEqual([
      { column: 'CREATED_AT', comparison: 'LESS', value: '2026-01-15' },
      { column: 'URL', comparison: 'INCLUDE', value: 'win' },
    ]);
    expect(screen.getByRole('button', { name: 'Filter URL: Includes “win”' })).toBeInTheDocument();

    // Clear filter drops the date's condition only.
    fireEvent.click(screen.getByRole('button', { name: 'Filter Date: Before 15/01/2026' }));
    fireEvent.click(within(await screen.findByRole('group', { name: 'Filter Date' })).getByRole('button', { name: 'Clear filter' }));
    expect((await lastVariables()).conditions).toEqual([{ column: 'URL', comparison: 'INCLUDE', value: 'win' }]);
  });
});

// Typing into the panel's fields is slow under jsdom on a busy machine.
describe('Versions tab writes', { timeout: 20_000 }, () => {
  it('blocks an incomplete or malformed version with the §5 messages and sends nothing', async () => {
    const { environment, user } = renderVersions();
    await user.click(await screen.findByRole('button', { name: 'Add version' }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Add version' }, SLOW);
    expect(within(panel).getByRole('checkbox', { name: 'Force update' })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Version was not created');
    expect(alert).toHaveTextContent('Fill all required fields');
    expect(within(panel).getByText('Version type is required')).toBeInTheDocument();
    expect(within(panel).getByText('Version number is required')).toBeInTheDocument();
    expect(within(panel).getByText('Version URL is required')).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: /Version number/ }), 'v2');
    await user.type(within(panel).getByRole('textbox', { name: /URL/ }), 'not a link');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Version number must be dotted numbers, for example 1.10.0')).toBeInTheDocument();
    expect(within(panel).getByText('Version URL is not valid')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(pendingMutation(environment, 'useAddSoftwareVersionMutation')).toBeUndefined();
  });

  it('adds a version after a confirmation; the row appears and the header counters follow the payload', async () => {
    const { environment, user } = renderVersions();
    expect(await screen.findByRole('button', { name: /1\s*Require update/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add version' }));
    const panel = await screen.findByRole('dialog', { name: 'Add version' }, SLOW);
    const type = within(panel).getByRole('combobox', { name: /Type/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Windows', 'ES app', 'ET firmware', 'Emitter firmware', 'TeamViewer']));
    await user.selectOptions(type, 'ET firmware');
    await user.type(within(panel).getByRole('textbox', { name: /Version number/ }), '3.1.0');
    await user.type(within(panel).getByRole('textbox', { name: /URL/ }), 'https://updates.example/et-3.1.0');
    await user.click(within(panel).getByRole('checkbox', { name: 'Force update' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer(user, 'Add this version?', 'Yes');

    const sent = pendingMutation(environment, 'useAddSoftwareVersionMutation');
    expect(sent?.request.variables.input).toEqual({
      type: 'ET',
      versionNumber: '3.1.0',
      url: 'https://updates.example/et-3.1.0',
      forceUpdate: true,
    });
    resolveMutation(environment, 'useAddSoftwareVersionMutation', {
      addSoftwareVersion: {
        versionEdge: {
          cursor: 'new',
          node: versionNode({
            id: 'v3',
            version: '1',
            type: 'ET',
            component: 'ET_FIRMWARE',
            versionNumber: '3.1.0',
            url: 'https://updates.example/et-3.1.0',
            forceUpdate: true,
            createdAt: '2024-05-03T08:00:00.000Z',
            addedByName: 'Ada Rossi',
          }),
        },
        fleetCounters: { total: 3, needingUpdate: 3, withErrors: 1 },
        viewer: null,
        errors: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add version' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('3.1.0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /3\s*Require update/ })).toBeInTheDocument();
  });

  it('edits a version: an emptied URL is refused, a valid change is sent with the id', async () => {
    const { environment, user } = renderVersions();
    await screen.findByRole('table', { name: 'Versions' }, SLOW);
    await chooseRowAction(user, 'ES app 2.4.1', 'Edit version');
    const panel = await screen.findByRole('dialog', { name: 'Edit version' }, SLOW);
    expect(within(panel).getByRole('combobox', { name: /Type/ })).toHaveValue('ESAPP');
    const url = within(panel).getByRole('textbox', { name: /URL/ });
    await user.clear(url);
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Version was not edited');
    expect(within(panel).getByText('Version URL is required')).toBeInTheDocument();
    expect(pendingMutation(environment, 'useEditSoftwareVersionMutation')).toBeUndefined();

    await user.type(url, 'https://updates.example/esapp-2.4.1b');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await answer(user, 'Save the changes to this version?', 'Yes');
    expect(pendingMutation(environment, 'useEditSoftwareVersionMutation')?.request.variables.input).toEqual({
      id: 'v2',
      expectedVersion: '1',
      type: 'ESAPP',
      versionNumber: '2.4.1',
      url: 'https://updates.example/esapp-2.4.1b',
      forceUpdate: true,
    });
    resolveMutation(environment, 'useEditSoftwareVersionMutation', {
      editSoftwareVersion: {
        version: versionNode({ ...versions[1]!, url: 'https://updates.example/esapp-2.4.1b' }),
        fleetCounters: { total: 3, needingUpdate: 2, withErrors: 1 },
        errors: [],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit version' })).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('https://updates.example/esapp-2.4.1b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\s*Require update/ })).toBeInTheDocument();
  });

  it('removes a version after a danger confirmation; the row leaves the table and the counters follow', async () => {
    const { environment, user } = renderVersions();
    await screen.findByRole('table', { name: 'Versions' }, SLOW);
    expect(screen.queryByRole('checkbox', { name: /Select/ })).not.toBeInTheDocument();
    await chooseRowAction(user, 'Windows 10.0.19045', 'Remove version');
    await answer(user, 'Remove the version Windows 10.0.19045?', 'Remove version');

    expect(pendingMutation(environment, 'useDeleteSoftwareVersionMutation')?.request.variables.input).toEqual({ id: 'v1' });
    resolveMutation(environment, 'useDeleteSoftwareVersionMutation', {
      deleteSoftwareVersion: {
        deletedId: 'v1',
        fleetCounters: { total: 3, needingUpdate: 0, withErrors: 1 },
        viewer: null,
        errors: [],
      },
    });
    await waitFor(() => expect(within(table()).queryByText('10.0.19045')).not.toBeInTheDocument(), SLOW);
    expect(within(table()).getByText('2.4.1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /0\s*Require update/ })).toBeInTheDocument();
  });
});

describe('Versions tab without its list', () => {
  it('says the list could not be loaded, keeps the counters, and reads it again on Try again', async () => {
    const { environment } = renderConsoleTab<VersionsTabQuery>(versionsTabQuery, VersionsTab, '/dashboard/versions', {
      AdminConsole: () => ({ fleetCounters, versions: null }),
    });
    expect(await screen.findByText('This list could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Total devices/ })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Versions' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('VersionsTabPaginationQuery');
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers(2))));
    expect(await screen.findByRole('table', { name: 'Versions' })).toBeInTheDocument();
  });
});
