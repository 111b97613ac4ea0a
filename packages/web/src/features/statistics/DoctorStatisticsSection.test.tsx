import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { DoctorStatisticsSection } from './DoctorStatisticsSection';

const statisticsQueries = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'DoctorStatisticsSectionQuery');

function answer(environment: MockEnvironment, totalTests: number) {
  const [operation] = statisticsQueries(environment);
  act(() => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { SiteStatistics: () => ({ totalTests }) }));
  });
}

describe('Doctor statistics section', () => {
  it('asks for the statistics once mounted, with a quiet placeholder under the heading until they come', async () => {
    const { environment } = renderWithProviders(
      <>
        <p>The patient list</p>
        <DoctorStatisticsSection />
      </>,
    );
    await waitFor(() => expect(statisticsQueries(environment)).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Site statistics', level: 2 }).parentElement).toHaveAttribute('aria-busy', 'true');
    answer(environment, 1234);
    const section = await screen.findByRole('region', { name: 'Site statistics' });
    expect(within(section).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('The patient list')).toBeInTheDocument();
  });

  it('says what is missing when they cannot be read, keeps the rest, and reads them again on Try again', async () => {
    const { environment } = renderWithProviders(
      <>
        <p>The patient list</p>
        <DoctorStatisticsSection />
      </>,
    );
    await waitFor(() => expect(statisticsQueries(environment)).toHaveLength(1));
    // React logs the error its boundary caught; the test checks what the reader sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      environment.mock.reject(statisticsQueries(environment)[0], new Error('The portal could not be reached'));
    });
    expect(await screen.findByText('The site statistics could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('The patient list')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statisticsQueries(environment)).toHaveLength(1));
    expect(statisticsQueries(environment)[0].request.cacheConfig?.force).toBe(true);
    answer(environment, 12);
    const section = await screen.findByRole('region', { name: 'Site statistics' });
    expect(within(section).getByText('12')).toBeInTheDocument();
    expect(screen.queryByText('The site statistics could not be loaded. Please try again later.')).not.toBeInTheDocument();
  });

  it('on a return to the tab draws the statistics it holds at once, and refreshes them', async () => {
    function TabSwitch() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            Switch tab
          </button>
          {shown ? <DoctorStatisticsSection /> : null}
        </>
      );
    }
    const { environment } = renderWithProviders(<TabSwitch />);
    await waitFor(() => expect(statisticsQueries(environment)).toHaveLength(1));
    answer(environment, 1234);
    await screen.findByRole('region', { name: 'Site statistics' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    expect(screen.queryByRole('heading', { name: 'Site statistics' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch tab' }));
    expect(within(screen.getByRole('region', { name: 'Site statistics' })).getByText('1,234')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await waitFor(() => expect(statisticsQueries(environment)).toHaveLength(1));
    answer(environment, 1240);
    expect(await screen.findByText('1,240')).toBeInTheDocument();
  });
});
