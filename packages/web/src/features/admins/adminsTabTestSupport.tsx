// Test support for the Admins tab's tests: two admins, the tab rendered for a super admin over the
// mock environment, and lookups of its rows, menus, questions and pending mutations.
import { Suspense, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AdminsTabQuery } from '../../__generated__/AdminsTabQuery.graphql';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { connectionOf, fleetCounters } from '../adminConsole/consoleTabTestHarness';
import { AdminsTab, adminsTabQuery } from './AdminsTab';

/** Closing a panel and re-rendering the table can take a while on a busy machine. */
export const SLOW = { timeout: 5000 };

// Mutation payloads are written out in full, so each test states exactly what the server answered.

export const admins = [
  {
    id: 'a1',
    version: '1',
    internalID: 'uid-1',
    firstName: 'Ada',
    lastName: 'Rossi',
    fullName: 'Ada Rossi',
    role: 'SUPER_ADMIN',
    email: 'ada@portal.example',
    phoneNumber: '+39 055 123456',
    twoFactorEnabled: true,
    locked: false,
    pending: false,
  },
  {
    id: 'a2',
    version: '1',
    internalID: 'uid-2',
    firstName: 'Ben',
    lastName: 'Levi',
    fullName: 'Ben Levi',
    role: 'ADMIN',
    email: 'ben@portal.example',
    phoneNumber: '+972 3 1234567',
    twoFactorEnabled: false,
    locked: false,
    pending: true,
  },
];

const facets = [
  {
    column: 'TWO_FA',
    values: [
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ],
  },
  { column: 'LOCKED', values: [{ value: 'false', count: 2 }] },
];

// The route loader asks for the list only for a super admin; the tests are one.
function SuperAdminRoute() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<AdminsTabQuery>(environment, adminsTabQuery, { mayListAdmins: true, search: null }));
  return (
    <Suspense fallback={<p>loading</p>}>
      <AdminsTab queryRef={queryRef} />
    </Suspense>
  );
}

export const resolvers = (totalCount: number) => ({
  Viewer: () => ({ id: 'viewer-1', internalID: 'uid-1' }),
  AdminConsole: () => ({ fleetCounters, admins: { ...connectionOf(admins), totalCount, facets } }),
});

export function renderAdmins(totalCount = admins.length) {
  const rendered = renderWithProviders(<SuperAdminRoute />, { path: '/dashboard/:tab', initialEntry: '/dashboard/admins' });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers(totalCount)));
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

export const table = () => screen.getByRole('table', { name: 'Admins' });
export const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

/** The pending mutation called `name`, if any. */
export const pendingMutation = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);

export async function chooseRowAction(user: ReturnType<typeof userEvent.setup>, rowName: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${rowName}` }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}

export async function answer(user: ReturnType<typeof userEvent.setup>, question: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: question }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

/** Answers the pending mutation `name` with `data`. */
export function resolveMutation(environment: MockEnvironment, name: string, data: Record<string, unknown>) {
  const operation = pendingMutation(environment, name);
  if (!operation) throw new Error(`${name} was not sent`);
  act(() => environment.mock.resolve(operation, { data }));
}

export const adminNode = (admin: (typeof admins)[number]) => ({ __typename: 'Admin', ...admin });
