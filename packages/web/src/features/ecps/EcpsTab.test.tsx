import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { EcpsTab, ecpsTabQuery } from './EcpsTab';

const ecps = [
  {
    id: 'e1',
    firstName: 'Ada',
    lastName: 'Rossi',
    email: 'ada@north.example',
    profession: 'OPTOMETRIST',
    siteName: 'North Clinic',
    isSiteAdmin: true,
    locked: false,
    pending: false,
  },
  {
    id: 'e2',
    firstName: 'Ben',
    lastName: 'Levi',
    email: 'ben@south.example',
    profession: 'ORTHOPTIST',
    siteName: 'South Clinic',
    isSiteAdmin: false,
    locked: true,
    pending: true,
  },
];

function renderEcps(url = '/dashboard/ecps') {
  return renderConsoleTab<EcpsTabQuery>(ecpsTabQuery, EcpsTab, url, {
    AdminConsole: () => ({ fleetCounters, ecps: connectionOf(ecps) }),
  });
}

const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Clinicians' })).getByText(text).closest('tr') as HTMLElement;

describe('ECPs tab', () => {
  it('shows the §2 columns with translated professions and marks', async () => {
    renderEcps();
    const table = await screen.findByRole('table', { name: 'Clinicians' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent ?? '');
    for (const name of ['First name', 'Last name', 'Username (e-mail)', 'Profession', 'Site', 'Site admin', 'Locked', 'Pending']) {
      expect(headers.some((header) => header.includes(name))).toBe(true);
    }
    const ada = rowOf('ada@north.example');
    expect(within(ada).getByText('Optometrist')).toBeInTheDocument();
    expect(within(ada).getByText('North Clinic')).toBeInTheDocument();
    // Site admin yes; locked and pending no.
    expect(within(ada).getAllByRole('img', { name: 'Yes' })).toHaveLength(1);
    expect(within(ada).getAllByRole('img', { name: 'No' })).toHaveLength(2);
    const ben = rowOf('ben@south.example');
    expect(within(ben).getByText('Orthoptist')).toBeInTheDocument();
    expect(within(ben).getAllByRole('img', { name: 'Yes' })).toHaveLength(2);
  });

  it('greys the rows of locked professionals only', async () => {
    renderEcps();
    await screen.findByRole('table', { name: 'Clinicians' });
    expect(rowOf('ben@south.example')).toHaveAttribute('data-muted');
    expect(rowOf('ada@north.example')).not.toHaveAttribute('data-muted');
  });

  it('offers site and locked filters and searches from ?q=', async () => {
    renderEcps('/dashboard/ecps?q=levi');
    const table = await screen.findByRole('table', { name: 'Clinicians' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('ben@south.example')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Clinicians' })).toHaveValue('levi');
    expect(within(table).getByRole('button', { name: /Filter Site/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /Filter Locked/ })).toBeInTheDocument();
  });
});
