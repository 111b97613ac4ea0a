// Test support for the Versions tab's tests: two software versions, the tab rendered over the mock
// environment, and lookups of its rows, menus, questions and pending mutations.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VersionsTabQuery } from '../../__generated__/VersionsTabQuery.graphql';
import type { MockEnvironment } from '../../test/renderWithProviders';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { VersionsTab, versionsTabQuery } from './VersionsTab';

/** Closing a panel and re-rendering the table can take a while on a busy machine. */
export const SLOW = { timeout: 5000 };

// Mutation payloads are written out in full, so each test states exactly what the server answered.

export const versions = [
  {
    id: 'v1',
    version: '1',
    type: 'WIN',
    component: 'WINDOWS',
    versionNumber: '10.0.19045',
    url: 'https://updates.example/win-10.0.19045',
    forceUpdate: false,
    createdAt: '2024-03-01T09:30:00.000Z',
    addedByName: 'Ada Rossi',
  },
  {
    id: 'v2',
    version: '1',
    type: 'ESAPP',
    component: 'ES_APP',
    versionNumber: '2.4.1',
    url: 'https://updates.example/esapp-2.4.1',
    forceUpdate: true,
    createdAt: '2024-04-02T10:00:00.000Z',
    addedByName: 'Ben Levi',
  },
];

const facets = [
  {
    column: 'TYPE',
    values: [
      { value: 'ESAPP', count: 1 },
      { value: 'WIN', count: 1 },
    ],
  },
  {
    column: 'FORCE_UPDATE',
    values: [
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ],
  },
];

export const resolvers = (totalCount: number) => ({
  AdminConsole: () => ({ fleetCounters, versions: { ...connectionOf(versions), totalCount, facets } }),
});

export function renderVersions(totalCount = versions.length) {
  const rendered = renderConsoleTab<VersionsTabQuery>(versionsTabQuery, VersionsTab, '/dashboard/versions', resolvers(totalCount));
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

export type User = ReturnType<typeof userEvent.setup>;
export const table = () => screen.getByRole('table', { name: 'Versions' });

export const pendingMutation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

export function resolveMutation(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const operation = pendingMutation(environment, name);
  if (!operation) throw new Error(`${name} was not sent`);
  act(() => environment.mock.resolve(operation, { data }));
}

export async function chooseRowAction(user: User, rowName: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

export async function answer(user: User, question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

export const versionNode = (version: (typeof versions)[number]) => ({ __typename: 'SoftwareVersion', ...version });
