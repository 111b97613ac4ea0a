// registerProvider over HTTP against the real REST service (§2 /register, §7 POST /users/self/signup):
// a valid registration joins the admins' pending list; an invalid form, a taken site name or
// e-mail, or a refused bot check come back as typed errors titled 'Self registration', and the
// first and last never reach REST.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { botCheckConfigFromEnv } from '../botCheck/botCheckConfig';
import { startFakeVerifier, type FakeVerifier } from '../botCheck/fakeVerifier';
import { ERRORS, signedInClient } from '../../test/adminWrites';
import { ACCOUNTS, latestMail, startStack, type Stack } from '../../test/stack';

const SIGNUP_CALL = 'POST /api/v1/webapp/users/self/signup';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterProviderInput!) {
    registerProvider(input: $input) { registered ${ERRORS} }
  }
`;

const PENDING = /* GraphQL */ `
  query Pending($search: String) {
    adminConsole {
      pendingUsers(first: 10, search: $search) {
        totalCount
        edges {
          node {
            firstName
            lastName
            fullName
            email
            siteName
            phoneNumber
          }
        }
      }
    }
  }
`;

/** A complete registration; `tag` keeps the site name and e-mail unique per test. */
const registration = (tag: string) => ({
  firstName: 'Giulia',
  lastName: 'Ferraris',
  email: `giulia.${tag}@register.example`,
  phoneNumber: '+39 011 555 0199',
  profession: 'OPTOMETRIST',
  medicalLicense: 'OPT-4471',
  siteName: `Ottica Ferraris ${tag}`,
  siteEmail: `ottica.${tag}@register.example`,
  sitePhoneNumber: '+39 011 555 0100',
  backUpData: false,
  siteCountry: 'Italy',
  siteState: null,
  siteCity: 'Torino',
  siteStreet: 'Via Roma 12',
  siteApartment: null,
  siteZipCode: '10121',
});

describe('registerProvider', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({}, { seed: 'all' });
  });
  afterAll(() => stack?.close());
  beforeEach(() => stack.proxy.reset());

  const register = async (input: Record<string, unknown>) => (await stack.client().gql(REGISTER, { input })).body;

  it('registers the provider with the site; an admin then finds it among the pending users', async () => {
    const body = await register({ ...registration('ok'), language: 'IT' });
    expect(body).toEqual({ data: { registerProvider: { registered: true, errors: [] } } });
    expect(stack.proxy.calls).toEqual([SIGNUP_CALL]);

    const { client } = await signedInClient(stack, ACCOUNTS.admin);
    const pending = await client.gql(PENDING, { search: 'giulia.ok@register.example' });
    expect(pending.body.data.adminConsole.pendingUsers).toEqual({
      totalCount: 1,
      edges: [
        {
          node: {
            firstName: 'Giulia',
            lastName: 'Ferraris',
            fullName: 'Giulia Ferraris',
            email: 'giulia.ok@register.example',
            siteName: 'Ottica Ferraris ok',
            phoneNumber: '+39 011 555 0199',
          },
        },
      ],
    });
    // The acknowledgement e-mail is in the language chosen at registration.
    const mail = await latestMail(stack.client(), 'giulia.ok@register.example');
    expect(mail.subject).toBe('Abbiamo ricevuto la tua registrazione al Portale Vista');
    const site = await stack.rest.db.query<{ backup_data: boolean; pending: number }>(
      'select backup_data, pending from sites where name = $1',
      ['Ottica Ferraris ok'],
    );
    expect(site.rows).toEqual([{ backup_data: false, pending: 1 }]);
  });

  it("answers the §5 field errors under 'Self registration' and calls no REST", async () => {
    const body = await register({ ...registration('bad'), firstName: '  ', email: 'not-an-email', profession: null });
    expect(body.data.registerProvider).toEqual({
      registered: false,
      errors: [
        {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          title: ERROR_TITLES.selfRegistration,
          messages: ['First name is required', 'E-mail is not valid', 'Profession is required'],
          fieldErrors: [
            { field: 'firstName', key: 'first_name_req', message: 'First name is required' },
            { field: 'email', key: 'email_invalid', message: 'E-mail is not valid' },
            { field: 'profession', key: 'profession_req', message: 'Profession is required' },
          ],
        },
      ],
    });
    expect(stack.proxy.calls).toEqual([]);
  });

  it('requires the state for a U.S. site (any spelling of the country)', async () => {
    const body = await register({ ...registration('us'), siteCountry: 'United States', siteState: '' });
    expect(body.data.registerProvider.errors).toEqual([
      {
        __typename: 'ValidationError',
        code: 'BAD_USER_INPUT',
        title: ERROR_TITLES.selfRegistration,
        messages: ['State is required'],
        fieldErrors: [{ field: 'siteState', key: 'state_req', message: 'State is required' }],
      },
    ]);
    expect(stack.proxy.calls).toEqual([]);
  });

  it("answers 'Site Name must be unique' for a taken site name, in any case", async () => {
    const body = await register({ ...registration('site'), siteName: 'demo eye clinic' });
    expect(body.data.registerProvider).toEqual({
      registered: false,
      errors: [
        {
          __typename: 'ConflictError',
          code: 'CONFLICT',
          title: ERROR_TITLES.selfRegistration,
          messages: [ERROR_MESSAGES.siteNameUnique],
          field: 'siteName',
        },
      ],
    });
    expect(stack.proxy.calls).toEqual([SIGNUP_CALL]);
  });

  it("answers 'Email must be unique' for a taken e-mail, and stores nothing", async () => {
    const body = await register({ ...registration('mail'), email: ACCOUNTS.doctor.toUpperCase() });
    expect(body.data.registerProvider).toEqual({
      registered: false,
      errors: [
        {
          __typename: 'ConflictError',
          code: 'CONFLICT',
          title: ERROR_TITLES.selfRegistration,
          messages: [ERROR_MESSAGES.emailUnique],
          field: 'email',
        },
      ],
    });
    const sites = await stack.rest.db.query('select 1 from sites where name = $1', ['Ottica Ferraris mail']);
    expect(sites.rows).toEqual([]);
  });
});

describe('registerProvider with reCAPTCHA configured', () => {
  let fake: FakeVerifier;
  let stack: Stack;
  beforeAll(async () => {
    fake = await startFakeVerifier();
    const botCheckConfig = botCheckConfigFromEnv({
      BOT_CHECK_PROVIDER: 'recaptcha',
      BOT_CHECK_SECRET: 'recaptcha-secret',
      BOT_CHECK_SITE_KEY: 'recaptcha-site-key',
      BOT_CHECK_VERIFY_URL: fake.url,
      BOT_CHECK_TIMEOUT_MS: '300',
    });
    stack = await startStack({ botCheckConfig });
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });
  beforeEach(() => {
    stack.proxy.reset();
    fake.requests.length = 0;
  });

  const register = async (botToken: string | null, tag: string) =>
    (await stack.client().gql(REGISTER, { input: { ...registration(tag), botToken } })).body.data.registerProvider;

  it("answers 'Blocked By ReCAPTCHA' for a refused token and never calls REST", async () => {
    fake.reply({ body: { success: true, score: 0.1, action: 'registration', hostname: 'portal.example' } });
    expect(await register('bot-token', 'bot')).toEqual({
      registered: false,
      errors: [
        {
          __typename: 'ValidationError',
          code: 'BAD_USER_INPUT',
          title: ERROR_TITLES.selfRegistration,
          messages: [ERROR_MESSAGES.botBlocked],
          fieldErrors: [{ field: 'botToken', key: 'botBlocked', message: ERROR_MESSAGES.botBlocked }],
        },
      ],
    });
    expect(fake.requests.map((r) => r.form.response)).toEqual(['bot-token']);
    expect(stack.proxy.calls).toEqual([]);
  });

  it("registers with a token the verifier passes for the 'registration' action", async () => {
    fake.reply({ body: { success: true, score: 0.9, action: 'registration', hostname: 'portal.example' } });
    expect(await register('good-token', 'human')).toEqual({ registered: true, errors: [] });
    expect(stack.proxy.calls).toEqual([SIGNUP_CALL]);
  });

  it('checks the form before the bot check: an invalid form never reaches the verifier', async () => {
    const result = await stack.client().gql(REGISTER, { input: { ...registration('early'), siteName: null, botToken: 'any' } });
    expect(result.body.data.registerProvider.errors.map((e: { title: string }) => e.title)).toEqual([ERROR_TITLES.selfRegistration]);
    expect(fake.requests).toHaveLength(0);
    expect(stack.proxy.calls).toEqual([]);
  });
});
