// /register (§2, §5 Registration, §8 'Self registration'): the domain's rules in the browser, the
// confirmation before anything is sent, the exact input, the thank-you screen and a taken site name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import { chooseInPicker } from '../../components/form/pickerTestSupport';
import { RegisterPage } from './RegisterPage';

const THANK_YOU =
  'Thank you — your registration was received. An administrator will review it; you will get an e-mail when your account is ready.';

type BotCheckInfo = { provider: 'NONE' | 'RECAPTCHA'; siteKey: string | null };

/** /register after its appInfo query answered with the deployment's bot check (none by default). */
async function renderRegister(botCheck: BotCheckInfo = { provider: 'NONE', siteKey: null }) {
  const rendered = renderWithProviders(<RegisterPage />, { path: '/register' });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { BotCheckInfo: () => botCheck }),
    );
  });
  await screen.findByRole('form', { name: 'Register' });
  return { ...rendered, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);

/** Puts `text` in a field as a paste: one change instead of a keystroke each (jsdom renders the form on every one). */
async function paste(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** Every section filled, with the site in `country` (found by its first letters in the picker). */
async function fillAll(user: UserEvent, country = 'Italy') {
  await paste(user, field(/^First name/), 'Giulia');
  await paste(user, field(/^Last name/), 'Ferraris');
  await paste(user, field(/^E-mail/), 'giulia@ottica.example');
  await paste(user, field(/^Phone/), '+39 011 555 0199');
  await user.selectOptions(field(/^Profession/), 'OPTOMETRIST');
  await paste(user, field(/^Medical license/), 'OPT-4471');
  await paste(user, field(/^Site name/), 'Ottica Ferraris');
  await paste(user, field(/^Site e-mail/), 'info@ottica.example');
  await paste(user, field(/^Site phone/), '+39 011 555 0100');
  await chooseInPicker(user, /^Country/, country.slice(0, 6), country);
  await paste(user, field(/^City/), 'Torino');
  await paste(user, field(/^Street/), 'Via Roma 12');
  await paste(user, field(/^ZIP code/), '10121');
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

/** Answers Yes to the confirmation and returns the mutation it started. */
async function confirmAndCapture(user: UserEvent, environment: MockEnvironment) {
  const dialog = await screen.findByTestId('confirm-dialog');
  expect(dialog).toHaveTextContent('Send this registration?');
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  return waitFor(() => environment.mock.getMostRecentOperation());
}

// Typing into jsdom through user-event is slow; a busy machine needs more than 5 s.
describe('RegisterPage', { timeout: 30_000 }, () => {
  it('shows the three sections, the backup box ticked and the way back to sign in', async () => {
    await renderRegister();
    const legends = [...document.querySelectorAll('fieldset > legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Eye Care Provider', 'Site', 'Site Address']);
    const provider = screen.getByRole('group', { name: 'Eye Care Provider' });
    expect(within(provider).getByLabelText(/^Profession/)).toHaveValue('');
    const site = screen.getByRole('group', { name: 'Site' });
    expect(within(site).getByLabelText(/^Site name/)).toBeRequired();
    const address = screen.getByRole('group', { name: 'Site Address' });
    expect(within(address).getByRole('combobox', { name: /^Country/ })).toBeRequired();
    expect(within(address).getByRole('textbox', { name: /^State/ })).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Back up test data' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('shows the required-field messages and sends nothing on an empty submit', async () => {
    const { user, environment } = await renderRegister();
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Self registration')).toBeInTheDocument();
    expect(within(alert).getByText('Fill all required fields')).toBeInTheDocument();
    for (const message of [
      'First name is required',
      'Last name is required',
      'E-mail is required',
      'Profession is required',
      'Site name is required',
      'Site e-mail is required',
      'Country is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for the state of a U.S. site', async () => {
    const { user, environment } = await renderRegister();
    await fillAll(user, 'United States of America');
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeRequired();
    await save(user);
    expect(await screen.findByText('State is required')).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('confirms, sends exactly the form and shows the thank-you screen', async () => {
    const { user, environment } = await renderRegister();
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: 'Back up test data' }));
    await save(user);
    const operation = await confirmAndCapture(user, environment);
    expect(operation.request.node.params.name).toBe('useRegisterProviderMutation');
    expect(operation.request.variables.input).toEqual({
      firstName: 'Giulia',
      lastName: 'Ferraris',
      email: 'giulia@ottica.example',
      phoneNumber: '+39 011 555 0199',
      profession: 'OPTOMETRIST',
      medicalLicense: 'OPT-4471',
      siteName: 'Ottica Ferraris',
      siteEmail: 'info@ottica.example',
      sitePhoneNumber: '+39 011 555 0100',
      backUpData: false,
      siteCountry: 'IT',
      siteState: null,
      siteCity: 'Torino',
      siteStreet: 'Via Roma 12',
      siteApartment: null,
      siteZipCode: '10121',
      language: 'EN',
      botToken: null,
    });
    act(() => {
      environment.mock.resolve(operation, { data: { registerProvider: { registered: true, errors: [] } } });
    });
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing when the confirmation is answered No', async () => {
    const { user, environment } = await renderRegister();
    await fillAll(user);
    await save(user);
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(field(/^Site name/)).toHaveValue('Ottica Ferraris');
  });

  it("shows 'Site Name must be unique' under 'Self registration' and keeps what was typed", async () => {
    const { user, environment } = await renderRegister();
    await fillAll(user);
    await save(user);
    const operation = await confirmAndCapture(user, environment);
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          registerProvider: {
            registered: false,
            errors: [
              {
                __typename: 'ConflictError',
                code: 'CONFLICT',
                title: 'Self registration',
                messages: ['Site Name must be unique'],
                field: 'siteName',
              },
            ],
          },
        },
      });
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Self registration')).toBeInTheDocument();
    expect(within(alert).getByText('Site Name must be unique')).toBeInTheDocument();
    // Once in the banner and once under the site name.
    expect(screen.getAllByText('Site Name must be unique')).toHaveLength(2);
    expect(field(/^Site name/)).toHaveValue('Ottica Ferraris');
    expect(field(/^First name/)).toHaveValue('Giulia');
    expect(field(/^Profession/)).toHaveValue('OPTOMETRIST');
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  describe('with reCAPTCHA', () => {
    afterEach(() => {
      delete window.grecaptcha;
      document.querySelectorAll('script').forEach((script) => script.remove());
    });

    it("sends a 'registration' token and shows 'Blocked By ReCAPTCHA' when it is refused", async () => {
      const { user, environment } = await renderRegister({ provider: 'RECAPTCHA', siteKey: 'register-key' });
      const execute = vi.fn(async () => 'register-token');
      window.grecaptcha = { ready: (callback) => callback(), execute };
      act(() => {
        document.querySelector('script')!.dispatchEvent(new Event('load'));
      });
      await fillAll(user);
      await save(user);
      const operation = await confirmAndCapture(user, environment);
      expect(execute).toHaveBeenCalledExactlyOnceWith('register-key', { action: 'registration' });
      expect(operation.request.variables.input.botToken).toBe('register-token');
      act(() => {
        environment.mock.resolve(operation, {
          data: {
            registerProvider: {
              registered: false,
              errors: [
                {
                  __typename: 'ValidationError',
                  code: 'BAD_USER_INPUT',
                  title: 'Self registration',
                  messages: ['Blocked By ReCAPTCHA'],
                  fieldErrors: [{ field: 'botToken', key: 'botBlocked' }],
                },
              ],
            },
          },
        });
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Self registration')).toBeInTheDocument();
      expect(within(alert).getByText('Blocked By ReCAPTCHA')).toBeInTheDocument();
      expect(field(/^E-mail/)).toHaveValue('giulia@ottica.example');
    });
  });
});
