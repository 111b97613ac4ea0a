// The site's attention thresholds dialog: the stored values with the defaults beside
// them, the domain's check before anything is sent, the saved input, and another site admin's save
// meanwhile shown beside this one's.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttentionThresholdsDialog } from './AttentionThresholdsDialog';

const SETTINGS_ID = 'QXR0ZW50aW9uU2V0dGluZ3M6czE=';
const DEFAULTS = { noTestDays: 30, actDeviation: 5, stereoArcsec: 100, visualAcuityLogMar: 0.2, fusionalBreak: 5 };

function renderDialog(onClose = vi.fn()) {
  const rendered = renderWithProviders(<AttentionThresholdsDialog onClose={onClose} />);
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        AttentionSettings: () => ({ id: SETTINGS_ID, version: '2', thresholds: { ...DEFAULTS, noTestDays: 45 }, defaults: DEFAULTS }),
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
    expect(operation.request.variables.input).toEqual({ ...DEFAULTS, noTestDays: 60, expectedVersion: '2' });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          setAttentionThresholds: { settings: { id: SETTINGS_ID, version: '3', thresholds: { ...DEFAULTS, noTestDays: 60 } }, errors: [] },
        },
      });
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows another site admin’s thresholds saved meanwhile beside these, and takes them or saves these over them', async () => {
    const user = userEvent.setup();
    const { environment, onClose } = renderDialog();
    const days = await screen.findByRole('spinbutton', { name: /^Days without a test \(30\)/ });
    await user.clear(days);
    await user.type(days, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const first = await waitFor(() => environment.mock.getMostRecentOperation());
    act(() => {
      environment.mock.resolve(first, {
        data: {
          setAttentionThresholds: {
            settings: null,
            errors: [
              {
                __typename: 'EditConflictError',
                __isUserError: 'EditConflictError',
                title: 'Site was not edited',
                messages: ['This record was changed by someone else since you opened it'],
                current: {
                  __typename: 'AttentionSettings',
                  id: SETTINGS_ID,
                  version: '3',
                  thresholds: { ...DEFAULTS, noTestDays: 45, actDeviation: 8 },
                },
              },
            ],
          },
        },
      });
    });

    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    const rows = within(within(conflict).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldYoursSaved now', 'Days without a test6045', 'ACT deviation worse by (Δ)58']);
    expect(days).toHaveValue(60);

    await user.click(within(conflict).getByRole('button', { name: 'Use the saved values' }));
    await waitFor(() => expect(days).toHaveValue(45));
    expect(screen.getByRole('spinbutton', { name: /^ACT deviation worse by/ })).toHaveValue(8);

    await user.clear(days);
    await user.type(days, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation).not.toBe(first);
      return operation;
    });
    // Saved from the version shown now: the other admin's change to ACT is kept.
    expect(second.request.variables.input).toEqual({ ...DEFAULTS, noTestDays: 60, actDeviation: 8, expectedVersion: '3' });
    act(() => {
      environment.mock.resolve(second, {
        data: {
          setAttentionThresholds: {
            settings: { id: SETTINGS_ID, version: '4', thresholds: { ...DEFAULTS, noTestDays: 60, actDeviation: 8 } },
            errors: [],
          },
        },
      });
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
