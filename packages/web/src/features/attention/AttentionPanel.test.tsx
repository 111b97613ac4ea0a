import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { AttentionPanelTestQuery } from '../../__generated__/AttentionPanelTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttentionPanel } from './AttentionPanel';

const testQuery = graphql`
  query AttentionPanelTestQuery($isDoctor: Boolean!) @relay_test_operation {
    ...AttentionPanel_query
  }
`;

function PanelUnderTest() {
  const data = useLazyLoadQuery<AttentionPanelTestQuery>(testQuery, { isDoctor: true });
  return <AttentionPanel query={data} />;
}

const overdue = { kind: 'OVERDUE', nextVisitDate: '2026-06-10', daysOverdue: 5 };
const worse = {
  kind: 'WORSENED',
  measure: 'FUSIONAL_CONVERGENCE',
  correction: 'WITH_GLASSES',
  unit: 'PRISM_DIOPTRES',
  previous: 30,
  latest: 20,
  threshold: 5,
};

function renderPanel(entries: { name: string; reasons: Record<string, unknown>[] }[], hasNextPage = false) {
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <PanelUnderTest />
    </Suspense>,
  );
  let index = 0;
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        AttentionConnection: () => ({
          edges: entries.map((_, i) => ({ cursor: `c${i}` })),
          pageInfo: { hasNextPage, endCursor: 'end', hasPreviousPage: false, startCursor: 'c0' },
        }),
        AttentionEntry: () => {
          const entry = entries[index++];
          return { patient: { id: `patient-${entry.name}`, fullName: entry.name, nextVisitDate: null }, reasons: entry.reasons };
        },
      }),
    );
  });
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
    expect(ella).toHaveTextContent('Fusional convergence break worse with glasses: 30 Δ → 20 Δ (threshold 5 Δ)');
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

  it('says when nobody needs attention', async () => {
    renderPanel([]);
    expect(await screen.findByText('No patient needs attention right now.')).toBeInTheDocument();
  });
});
