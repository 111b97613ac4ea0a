// The address pickers (Country, and State for the U.S.): type part of a name, choose the option.
import { expect, type Locator, type Page } from '@playwright/test';

/** In `scope`, types `search` into the picker labelled `label` and chooses the option `option`. */
export async function choose(scope: Page | Locator, label: string | RegExp, search: string, option: string) {
  const input = scope.getByRole('combobox', { name: label });
  await input.fill(search);
  // The list opens in the picker's own box, under the field.
  const page = 'goto' in scope ? scope : scope.page();
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  await choice.click();
  await expect(input).toHaveValue(option);
}
