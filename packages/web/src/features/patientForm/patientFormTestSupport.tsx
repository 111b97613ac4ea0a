// Test support for the add and edit patient pages: a page rendered the way its route does (a
// query reference read under Suspense) at its /dashboard address over the mock environment,
// with a stand-in patients table to be sent to, and answers for its mutations.
import { Suspense, useState, type ComponentType } from 'react';
import { expect } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationDescriptor, OperationType } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';

export const PATIENTS_TABLE = 'Patients table';
export const OTHER_PAGE = 'Another dashboard page';
export const PATIENT_RECORD = 'Patient record';

function RouteLike<Q extends OperationType>({
  query,
  variables,
  component: Component,
}: {
  query: GraphQLTaggedNode;
  variables: Q['variables'];
  component: ComponentType<{ queryRef: PreloadedQuery<Q> }>;
}) {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<Q>(environment, query, variables));
  return (
    <Suspense fallback={<p>loading</p>}>
      <Component queryRef={queryRef} />
    </Suspense>
  );
}

/** Mounts `component` at `url`'s path and answers its query with `resolvers`. */
export function renderPatientPage<Q extends OperationType>(
  query: GraphQLTaggedNode,
  component: ComponentType<{ queryRef: PreloadedQuery<Q> }>,
  url: string,
  variables: Q['variables'],
  resolvers: MockResolvers,
) {
  const rendered = renderWithProviders(<RouteLike<Q> query={query} variables={variables} component={component} />, {
    path: url.split('?')[0],
    initialEntry: url,
    otherRoutes: { '/dashboard/patients': PATIENTS_TABLE, '/dashboard/archive': OTHER_PAGE, '/dashboard/Patient': PATIENT_RECORD },
  });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return rendered;
}

export const doctorViewer = { Viewer: () => ({ id: 'viewer-1', role: 'DOCTOR' }) };

/** Answers a pending mutation. */
export function resolveOperation(environment: MockEnvironment, operation: OperationDescriptor, resolvers: MockResolvers) {
  act(() => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
}

export const confirmDialog = () => screen.getByTestId('confirm-dialog');
export const errorModal = (title: string) => screen.findByRole('alertdialog', { name: title });

/** Answers §4's save question `title` (Yes or No) and waits for the dialog to close. */
export async function answerSaveQuestion(user: UserEvent, title: string, answer: 'Yes' | 'No' = 'Yes') {
  const dialog = await screen.findByTestId('confirm-dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
}
