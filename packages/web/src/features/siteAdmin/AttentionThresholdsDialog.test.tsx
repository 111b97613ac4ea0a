// The site's attention thresholds dialog (issue 18): the stored values with the defaults beside
// them, the domain's check before anything is sent, and the saved input.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttentionThresholdsDialog } from './AttentionThresholdsDialog';

const DEFAULTS = { noTestDays: 30, actDeviation: 5, stereoArcsec: 100, visualAcuityLogMar: 0.2, fusionalBreak: 5 };

function renderDialog(onClose = vi.fn()) {
  const rendered = renderWithProviders(<AttentionThresholdsDialog onClose={onClose} />);
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        AttentionSettings: () => ({ thresholds: { ...DEFAULTS, noTestDays: 45 }, defaults: DEFAULTS }),
      }),
    );
  });
  return { ...rendered, onClose };
}

describe('Attention thresholds dialog', () => {
  it("shows the site's thresholds, refuses one out of range and saves the rest", async () => {
    const user = userEvent.setup();
    const { environment, onClose } = renderDialog();
    const days = await screen.findByRole('spinbutton', { name: /^Days without a test \(30\)/ });
    expect(days).toHaveValue(45);
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Each attention threshold is a number within its range/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ ...DEFAULTS, noTestDays: 60 });
    act(() => {
      environment.mock.resolve(operation, {
        data: { setAttentionThresholds: { settings: { thresholds: { ...DEFAULTS, noTestDays: 60 } }, errors: [] } },
      });
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
