import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import { EcpsTab, ecpsTabQuery } from '../ecps/EcpsTab';
import { connectionOf, renderConsoleTab } from './consoleTabTestHarness';

function renderHeader(url: string) {
  return renderConsoleTab<EcpsTabQuery>(ecpsTabQuery, EcpsTab, url, {
    AdminConsole: () => ({
      fleetCounters: { total: 12, needingUpdate: 4, withErrors: 2, offline: 3, offlineAfterDays: 7 },
      ecps: connectionOf([]),
    }),
  });
}

const where = (router: ReturnType<typeof renderHeader>['router']) => router.state.location.pathname + router.state.location.search;

describe('Fleet counters header', () => {
  it('shows the total, requiring update and with errors counters', async () => {
    renderHeader('/dashboard/ecps');
    expect(await screen.findByRole('button', { name: /12\s*Total devices/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /4\s*Require update/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2\s*With errors/ })).toBeInTheDocument();
  });

  it('opens the devices table filtered by the clicked status, and clears it on a second click', async () => {
    const { router } = renderHeader('/dashboard/ecps');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Require update/ }));
    await waitFor(() => expect(where(router)).toBe('/dashboard/devices?status=NEEDS_UPDATE'));
    expect(screen.getByRole('button', { name: /Require update/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /With errors/ }));
    await waitFor(() => expect(where(router)).toBe('/dashboard/devices?status=WITH_ERRORS'));

    await user.click(screen.getByRole('button', { name: /With errors/ }));
    await waitFor(() => expect(where(router)).toBe('/dashboard/devices'));
    expect(screen.getByRole('button', { name: /Total devices/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the devices offline for more than 7 days like the other counters', async () => {
    const { router } = renderHeader('/dashboard/ecps');
    const user = userEvent.setup();
    const offline = await screen.findByRole('button', { name: /3\s*Offline for more than 7 days/ });
    expect(offline).toHaveAttribute('aria-pressed', 'false');
    await user.click(offline);
    await waitFor(() => expect(where(router)).toBe('/dashboard/devices?status=OFFLINE'));
    expect(screen.getByRole('button', { name: /Offline for more than 7 days/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an empty list as "No available data"', async () => {
    renderHeader('/dashboard/ecps');
    expect(await screen.findByText('No available data')).toBeInTheDocument();
  });
});
