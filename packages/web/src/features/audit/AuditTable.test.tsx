import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditTabQuery } from '../../__generated__/AuditTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { AuditTab, auditTabQuery } from './AuditTab';

const ids = Array.from({ length: 12 }, (_, i) => `01a25185-037b-7000-8000-02bb6e8270${String(i).padStart(2, '0')}`);

const event = (id: string, objectIds: string[]) => ({
  id,
  at: '2026-12-07T17:21:34.000Z',
  actorName: 'Laura Bennett',
  actorEmail: 'siteadmin@demo.example',
  actorRole: 'SITE_ADMIN',
  action: 'READ_LIST',
  objectType: 'PATIENT',
  objectIds,
  outcome: 'SUCCESS',
  address: '127.0.0.1',
});

describe('Audit table object ids', () => {
  it('shows a read of a page as its first id and how many more, every id in the tooltip', async () => {
    renderConsoleTab<AuditTabQuery>(
      auditTabQuery,
      AuditTab,
      '/dashboard/audit',
      { AdminConsole: () => ({ fleetCounters, auditEvents: { ...connectionOf([event('a1', ids), event('a2', [ids[0]])]), facets: [] } }) },
      '/dashboard/:tab',
      { mayReadAudit: true },
    );
    const [many, one] = await screen.findAllByTestId('audit-object-ids');
    expect(within(many).getByText(ids[0])).toBeInTheDocument();
    expect(within(many).getByText('and 11 more')).toBeInTheDocument();
    expect(many).toHaveAttribute('title', ids.join('\n'));
    expect(many.textContent).not.toContain(ids[1]);
    expect(one).toHaveTextContent(ids[0]);
    expect(within(one).queryByText(/more/)).not.toBeInTheDocument();
  });
});
