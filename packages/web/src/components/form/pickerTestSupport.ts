// Tests' way through a SearchPickerField: type part of a name key by key (each drawn before the
// next, as a person types) and pick the option.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export async function typeIntoPicker(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  for (const key of text) await user.keyboard(key === '{' || key === '[' ? `${key}${key}` : key);
}

/** Types `search` into the picker labelled `label` and picks the option named `option`. */
export async function chooseInPicker(user: User, label: RegExp, search: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  await typeIntoPicker(user, input, search);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}
