import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { siteFormSchema } from '@portal/domain/forms';
import { activateLanguage } from '../../i18n/language';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CountryPickerField, countryFormValue, StateField } from './AddressPickers';
import { PICKER_SEARCH_LIMIT, searchPickerItems } from './SearchPickerField';

interface Address {
  country: string;
  state: string;
}

/** The site schema's U.S. rule on the two fields, as the forms' resolvers apply it. */
function Harness({ country = '', state = '', onValues }: { country?: string; state?: string; onValues: (values: Address) => void }) {
  const form = useForm<Address>({ defaultValues: { country: countryFormValue(country), state } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const result = siteFormSchema.safeParse({
          SiteName: 'Clinic',
          SiteEmail: 'clinic@example.com',
          SiteCity: 'City',
          SiteStreet: 'Street',
          SiteApartment: '1',
          SiteCountry: values.country,
          SiteState: values.state,
        });
        if (!result.success) {
          for (const issue of result.error.issues)
            form.setError(issue.path.join('.') === 'SiteState' ? 'state' : 'country', { message: issue.message });
          return;
        }
        onValues(values);
      })}
    >
      <CountryPickerField form={form} name="country" label="Country" required />
      <StateField form={form} name="state" countryName="country" label="State" maxLength={50} />
      <button type="submit">Submit</button>
    </form>
  );
}

/** Types key by key, each drawn before the next, as a person types into the search. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  for (const key of text) await user.keyboard(key);
}

const countryInput = () => screen.getByRole('combobox', { name: /^Country/ });

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

describe('searchPickerItems', () => {
  const items = [
    { value: 'CI', label: "Côte d'Ivoire" },
    { value: 'IT', label: 'Italy' },
    { value: 'RU', label: 'Russian Federation', keywords: ['Russia'] },
    { value: 'US', label: 'United States of America', keywords: ['USA'] },
  ];
  it('finds by part of the name in any case or accent, an exact code first', () => {
    expect(searchPickerItems(items, 'cote').map((i) => i.value)).toEqual(['CI']);
    expect(searchPickerItems(items, ' ITA ').map((i) => i.value)).toEqual(['IT']);
    expect(searchPickerItems(items, 'it').map((i) => i.value)).toEqual(['IT', 'US']);
    expect(searchPickerItems(items, '')).toHaveLength(4);
    // Another name finds it too, after those found by their name.
    expect(searchPickerItems(items, 'usa').map((i) => i.value)).toEqual(['US']);
    expect(searchPickerItems(items, 'ssia').map((i) => i.value)).toEqual(['RU']);
  });
});

describe('Country and State pickers', { timeout: 30_000 }, () => {
  it('searches the countries by name and stores the code chosen', async () => {
    const values: Address[] = [];
    renderWithProviders(<Harness onValues={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await typeInto(user, await screen.findByRole('combobox', { name: /^Country/ }), 'ital');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Italy']);
    await user.click(within(list).getByRole('option', { name: 'Italy' }));
    expect(countryInput()).toHaveValue('Italy');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(values).toEqual([{ country: 'IT', state: '' }]));
  });

  it('trims the search text to 20 characters (§5)', async () => {
    renderWithProviders(<Harness onValues={() => undefined} />);
    const user = userEvent.setup();
    await typeInto(user, await screen.findByRole('combobox', { name: /^Country/ }), 'United States Minor Outlying');
    expect(countryInput()).toHaveValue('United States Minor '.slice(0, PICKER_SEARCH_LIMIT));
    expect((countryInput() as HTMLInputElement).value).toHaveLength(20);
    // The 20 characters still find the country.
    expect(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'United States Minor Outlying Islands' }),
    ).toBeInTheDocument();
  });

  it('makes the State a required picker of the U.S. states for the U.S.', async () => {
    const values: Address[] = [];
    renderWithProviders(<Harness onValues={(v) => values.push(v)} />);
    const user = userEvent.setup();
    // Any other country: free text, not required.
    expect(await screen.findByRole('textbox', { name: /^State/ })).not.toBeRequired();
    await typeInto(user, countryInput(), 'united states of');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'United States of America' }));
    const state = await screen.findByRole('combobox', { name: /^State/ });
    expect(state).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    expect(values).toEqual([]);
    await typeInto(user, state, 'calif');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'California' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(values).toEqual([{ country: 'US', state: 'CA' }]));
  });

  it('shows a stored U.S. spelling as the country, its state required', async () => {
    renderWithProviders(<Harness country="usa" state="" onValues={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('United States of America');
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeRequired();
  });

  it('keeps a stored country the list does not know, with a note to choose from the list', async () => {
    const values: Address[] = [];
    renderWithProviders(<Harness country="Atlantis" onValues={(v) => values.push(v)} />);
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('Atlantis');
    expect(screen.getByText('“Atlantis” is not in the list of countries: choose the country from the list.')).toBeInTheDocument();
    // Searching and leaving without a choice does not lose it.
    await typeInto(user, countryInput(), 'x');
    await user.click(document.body);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(values).toEqual([{ country: 'Atlantis', state: '' }]));
    expect(countryInput()).toHaveValue('Atlantis');
  });

  it('names the countries in the reader’s language', async () => {
    await act(() => activateLanguage('zh'));
    renderWithProviders(<Harness country="Italy" onValues={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveValue('意大利');
  });
});
