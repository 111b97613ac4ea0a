import { describe, expect, it } from 'vitest';
import { ECP_INPUT_FIELDS, SITE_INPUT_FIELDS } from '@portal/domain/formInputs';
import { ecpFormSchema, siteFormSchema } from '@portal/domain/forms';
import { emptiesAsNull, inputResolver } from './inputResolver';

const run = (resolver: ReturnType<typeof inputResolver>, values: Record<string, unknown>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('inputResolver', () => {
  it('names §5 problems after the input fields', async () => {
    const result = await run(inputResolver(siteFormSchema, SITE_INPUT_FIELDS), { name: '', email: 'nope', country: 'USA', city: 'Rome' });
    expect(result.errors).toMatchObject({
      name: { message: 'site_name_req' },
      email: { message: 'site_email_invalid' },
      street: { message: 'street_req' },
    });
    expect(result.errors).not.toHaveProperty('city');
    expect(result.errors).not.toHaveProperty('backUpData');
  });

  it('asks for the state of a U.S. site once the rest is valid', async () => {
    const site = { name: 'Lake Clinic', email: 'lake@example.com', country: 'usa', city: 'Austin', street: 'Main St 1', apartment: '2' };
    const result = await run(inputResolver(siteFormSchema, SITE_INPUT_FIELDS), site);
    expect(result.errors).toEqual({ state: { type: 'validation', message: 'state_req' } });
  });

  it('passes valid values through unchanged, adapting enum values for the schema only', async () => {
    const values = {
      firstName: 'Ada',
      lastName: 'Rossi',
      profession: 'OPTOMETRIST',
      phoneNumber: '+39 02 555 0101',
      email: 'ada@example.com',
      siteId: 'U2l0ZTox',
      isSiteAdmin: false,
      medicalLicense: '',
      notes: '',
    };
    const adapt = (body: Record<string, unknown>) => ({ ...body, Profession: body.Profession === 'OPTOMETRIST' ? 2 : null });
    const result = await run(inputResolver(ecpFormSchema, ECP_INPUT_FIELDS, adapt), values);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });

  it('sends empty strings as null', () => {
    expect(emptiesAsNull({ a: '', b: '  ', c: 'x', d: false })).toEqual({ a: null, b: null, c: 'x', d: false });
  });
});
