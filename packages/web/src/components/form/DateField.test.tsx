import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DateField, displayToIsoDay, isoDayToDisplay, localToday, todayIsoDay, UNREADABLE_DATE } from './DateField';

describe('dd/mm/yyyy text', () => {
  it('reads day first, whatever the separator, and gives yyyy-mm-dd', () => {
    expect(displayToIsoDay('09/03/2015')).toBe('2015-03-09');
    expect(displayToIsoDay(' 9/3/2015 ')).toBe('2015-03-09');
    expect(displayToIsoDay('09.03.2015')).toBe('2015-03-09');
    expect(displayToIsoDay('31-12-2026')).toBe('2026-12-31');
    expect(displayToIsoDay('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '1/1/26', '2026-03-09', '09/03/2015x', '', 'today']) {
      expect(displayToIsoDay(text)).toBeNull();
    }
  });

  it('shows yyyy-mm-dd and ISO date-times as dd/mm/yyyy', () => {
    expect(isoDayToDisplay('2015-03-09')).toBe('09/03/2015');
    expect(isoDayToDisplay('2026-12-01T09:00:00.000Z')).toBe('01/12/2026');
    expect(isoDayToDisplay('')).toBe('');
    expect(isoDayToDisplay(null)).toBe('');
    expect(isoDayToDisplay(UNREADABLE_DATE)).toBe('');
  });

  it('takes the local day for today, also for the schemas', () => {
    const lateEvening = new Date(2026, 2, 9, 23, 30);
    expect(todayIsoDay(lateEvening)).toBe('2026-03-09');
    expect(localToday(lateEvening)).toEqual({ earliest: '2026-03-09', latest: '2026-03-09' });
    expect(localToday(new Date(2026, 2, 10, 0, 15))).toEqual({ earliest: '2026-03-10', latest: '2026-03-10' });
  });
});

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm<{ day: string }>({ defaultValues: { day: '2026-03-09' } });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onValue(form.getValues('day'));
      }}
    >
      <DateField form={form} name="day" label="Visit date" required min="2020-01-01" />
      <button type="submit">Submit</button>
    </form>
  );
}

describe('DateField', () => {
  it('shows the form value as dd/mm/yyyy and gives the form yyyy-mm-dd', async () => {
    const values: string[] = [];
    renderWithProviders(<Harness onValue={(v) => values.push(v)} />);
    const input = await screen.findByLabelText(/^Visit date/);
    expect(input).toHaveValue('09/03/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '5/4/2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(values.at(-1)).toBe('2026-04-05');
    // Leaving the field writes the day in full.
    expect(input).toHaveValue('05/04/2026');

    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(values.at(-1)).toBe(UNREADABLE_DATE);
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(values.at(-1)).toBe('');
  });

  it('takes the day chosen in the calendar', async () => {
    const values: string[] = [];
    renderWithProviders(<Harness onValue={(v) => values.push(v)} />);
    const input = await screen.findByLabelText(/^Visit date/);
    await userEvent.click(screen.getByRole('button', { name: 'Choose a date' }));
    const native = screen.getByTestId('date-picker-native');
    expect(native).toHaveAttribute('min', '2020-01-01');
    fireEvent.change(native, { target: { value: '2026-07-14' } });
    expect(input).toHaveValue('14/07/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(values.at(-1)).toBe('2026-07-14');
  });
});
