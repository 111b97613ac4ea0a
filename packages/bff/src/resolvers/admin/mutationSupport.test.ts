// The shared mutation rules without a server: id decoding, form titles and REST failures as UserErrors.
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../graphql/globalId';
import { HttpError } from '../../rest/http';
import { inputNamesOf } from '@portal/domain/formInputs';
import { formError, internalIdOf, optionalInternalId, restFailure } from './mutationSupport';

describe('admin mutation support', () => {
  it('decodes a global id of the expected type and answers NOT_FOUND for anything else', () => {
    expect(internalIdOf(toGlobalId('Site', 'abc'), 'Site')).toBe('abc');
    expect(() => internalIdOf(toGlobalId('Ecp', 'abc'), 'Site')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    );
    expect(() => internalIdOf('garbage!', 'Site')).toThrow();
    expect(optionalInternalId(toGlobalId('Ecp', 'abc'), 'Site')).toBeNull();
    expect(optionalInternalId(null, 'Site')).toBeNull();
  });

  it("titles validation errors with the form's §8 title and names input fields", () => {
    const error = formError('Site was not created', [{ field: 'SiteName', key: 'site_name_req' }], inputNamesOf({ name: 'SiteName' }));
    expect(error).toMatchObject({
      __typename: 'ValidationError',
      title: 'Site was not created',
      fieldErrors: [{ field: 'name', key: 'site_name_req' }],
    });
  });

  it('maps REST 409, 403 and 400 to typed errors and 404 to a NOT_FOUND GraphQL error', () => {
    expect(restFailure(new HttpError({ status: 409, messages: ['Email must be unique'] }), 'ECP was not created', {}, 'email')).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      title: 'ECP was not created',
      messages: ['Email must be unique'],
      field: 'email',
    });
    expect(restFailure(new HttpError({ status: 403, messages: ['nope'] }), 'Admin was not deleted')).toMatchObject({
      __typename: 'PermissionError',
      title: 'Admin was not deleted',
    });
    expect(
      restFailure(new HttpError({ status: 400, fields: [{ field: 'VersionNO', key: 'version_no_inv' }] }), 'Version was not created', {
        VersionNO: 'versionNumber',
      }),
    ).toMatchObject({
      __typename: 'ValidationError',
      title: 'Version was not created',
      fieldErrors: [{ field: 'versionNumber', key: 'version_no_inv' }],
    });
    expect(() => restFailure(new HttpError({ status: 404 }), 'Site was not edited')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    );
  });
});
