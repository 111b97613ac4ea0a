import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AttentionPanelTestQuery } from '../../__generated__/AttentionPanelTestQuery.graphql';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { AttentionPanel } from './AttentionPanel';

const testQuery = graphql`
  query AttentionPanelTestQuery($isDoctor: Boolean!) @relay_test_operation {
    ...AttentionPanel_query
  }
`;

function PanelUnderTest({ policy }: { policy: 'store-or-network' | 'store-and-network' }) {
  const data = useLazyLoadQuery<AttentionPanelTestQuery>(testQuery, { isDoctor: true }, { fetchPolicy: policy });
  return <AttentionPanel query={data} />;
}

/** "Come back" shows the panel again from the store while the server is asked again, as the dashboard does (store-and-network). */
function ScreenUnderTest() {
  const [visit, setVisit] = useState(0);
  return (
    <>
      <button onClick={() => setVisit(visit + 1)}>Come back</button>
      <PanelUnderTest key={visit} policy={visit === 0 ? 'store-or-network' : 'store-and-network'} />
    </>
  );
}

const overdue = { kind: 'OVERDUE', nextVisitDate: '2026-06-10', daysOverdue: 5 };
const worse = {
  kind: 'WORSENED',
  measure: 'FUSIONAL_CONVERGENCE',
  correction: 'WITH_GLASSES',
  unit: 'PRISM_DIOPTRES',
  previous: 30,
  latest: 20,
  previousDate: '2026-05-04',
  threshold: 5,
};

type Entries = { name: string; reasons: Record<string, unknown>[] }[];

/** The whole list's counts: 4 patients, overdue 1, no recent test 0, worse 2, failed test 1. */
const COUNTS = {
  totalCount: 4,
  countsByReason: [
    { kind: 'OVERDUE', count: 1 },
    { kind: 'NO_RECENT_TEST', count: 0 },
    { kind: 'WORSENED', count: 2 },
    { kind: 'FAILED_NOT_RETAKEN', count: 1 },
  ],
};

/** Answers the latest request with `entries` (a first page, or the next one). */
function answer(environment: MockEnvironment, entries: Entries, hasNextPage: boolean, counts = COUNTS) {
  let index = 0;
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        AttentionConnection: () => ({
          ...counts,
          edges: entries.map((entry) => ({ cursor: `cursor-${entry.name}` })),
          pageInfo: { hasNextPage, endCursor: `cursor-${entries.at(-1)?.name}`, hasPreviousPage: false, startCursor: null },
        }),
        AttentionEntry: () => {
          const entry = entries[index++];
          return { patient: { id: `patient-${entry.name}`, fullName: entry.name, nextVisitDate: null }, reasons: entry.reasons };
        },
      }),
    );
  });
}

function renderPanel(entries: Entries, hasNextPage = false, counts = COUNTS) {
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <ScreenUnderTest />
    </Suspense>,
  );
  answer(rendered.environment, entries, hasNextPage, counts);
  return rendered;
}

describe('Attention panel', () => {
  it('lists each patient with a link to the record, every reason in words and the actions that fit', async () => {
    renderPanel([
      { name: 'Grace Holloway', reasons: [overdue] },
      { name: 'Ella Brennan', reasons: [worse] },
    ]);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    const [grace, ella] = within(panel).getAllByTestId('attention-entry');
    expect(within(grace).getByRole('link', { name: 'Grace Holloway' })).toHaveAttribute(
      'href',
      expect.stringContaining('/dashboard/Patient?id='),
    );
    expect(grace).toHaveTextContent('Next visit was due on 10/06/2026, 5 days ago');
    expect(within(grace).getByRole('button', { name: 'Set the next visit of Grace Holloway' })).toBeInTheDocument();
    expect(ella).toHaveTextContent(
      'Fusional convergence break worse with glasses since the previous measurement (04/05/2026): 30 Δ → 20 Δ (threshold 5 Δ)',
    );
    expect(within(ella).getByRole('button', { name: 'Message Ella Brennan' })).toBeInTheDocument();
    expect(within(ella).queryByRole('button', { name: /^Set the next visit/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('folds away and stays folded in this browser, the patient table first', async () => {
    localStorage.removeItem('portal.attentionCollapsed');
    const first = renderPanel([{ name: 'Grace Holloway', reasons: [overdue] }]);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    const hide = within(panel).getByRole('button', { name: 'Hide the list' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    act(() => hide.click());
    expect(within(panel).getByRole('button', { name: 'Show the list' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByTestId('attention-entry')).not.toBeVisible();
    first.unmount();
    // Opened again later: still folded, until shown.
    renderPanel([{ name: 'Grace Holloway', reasons: [overdue] }]);
    const again = await screen.findByRole('region', { name: 'Needs attention' });
    const show = within(again).getByRole('button', { name: 'Show the list' });
    act(() => show.click());
    expect(within(again).getByTestId('attention-entry')).toBeVisible();
    expect(localStorage.getItem('portal.attentionCollapsed')).toBeNull();
  });

  it('offers more when the server has more', async () => {
    renderPanel([{ name: 'Grace Holloway', reasons: [overdue] }], true);
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('keeps a "Show more" click made while the list is read again, and reads the next page once it is in', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel([{ name: 'Grace Holloway', reasons: [overdue] }], true);
    await user.click(await screen.findByRole('button', { name: 'Come back' }));
    // The stored list stays on screen while the server is asked again; Relay would drop the click.
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    await user.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(environment.mock.getAllOperations().map((op) => op.request.node.operation.name)).toEqual(['AttentionPanelTestQuery']);

    answer(environment, [{ name: 'Grace Holloway', reasons: [overdue] }], true);
    // Then the next page is asked for, after the first page just read.
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.operation.name).toBe('AttentionPanelPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 10, cursor: 'cursor-Grace Holloway', reason: null });
    answer(environment, [{ name: 'Ella Brennan', reasons: [worse] }], false);
    expect(
      within(panel)
        .getAllByTestId('attention-entry')
        .map((entry) => entry.textContent),
    ).toEqual([expect.stringContaining('Grace Holloway'), expect.stringContaining('Ella Brennan')]);
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nobody needs attention, without a filter', async () => {
    renderPanel([], false, { totalCount: 0, countsByReason: COUNTS.countsByReason.map((c) => ({ ...c, count: 0 })) });
    expect(await screen.findByText('No patient needs attention right now.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show the patients with this reason' })).toBeNull();
  });

  it("filters by reason with the whole list's counts, reading the list again from the server", async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel([
      { name: 'Grace Holloway', reasons: [overdue] },
      { name: 'Ella Brennan', reasons: [worse] },
    ]);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    const filter = within(panel).getByRole('group', { name: 'Show the patients with this reason' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All 4', 'Overdue 1', 'No recent test 0', 'Worse 2', 'Failed test 1']);
    expect(within(filter).getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filter).getByRole('button', { name: 'Worse 2' }));
    const read = environment.mock.getMostRecentOperation();
    expect(read.request.node.operation.name).toBe('AttentionPanelPaginationQuery');
    expect(read.request.variables).toMatchObject({ reason: 'WORSENED', count: 10, cursor: null });
    answer(environment, [{ name: 'Ella Brennan', reasons: [worse] }], false);
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('attention-entry')
          .map((entry) => entry.textContent),
      ).toEqual([expect.stringContaining('Ella Brennan')]),
    );
    expect(within(filter).getByRole('button', { name: 'Worse 2' })).toHaveAttribute('aria-pressed', 'true');

    // Back to every reason.
    await user.click(within(filter).getByRole('button', { name: 'All 4' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ reason: null, cursor: null });
  });

  it('says when a reason has no patient left', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel([{ name: 'Grace Holloway', reasons: [overdue] }]);
    const panel = await screen.findByRole('region', { name: 'Needs attention' });
    await user.click(within(panel).getByRole('button', { name: 'No recent test 0' }));
    answer(environment, [], false);
    expect(await within(panel).findByText('No patient on the list for this reason.')).toBeInTheDocument();
  });
});
