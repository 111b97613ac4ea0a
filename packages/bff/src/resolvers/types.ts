// Resolvers of object, interface, enum and scalar types (the thin mapping from models to the contract).
import type { GraphQLScalarType } from 'graphql';
import { DateResolver, DateTimeResolver, EmailAddressResolver } from 'graphql-scalars';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { LANGUAGES, type Language } from '@portal/domain/languages';
import type { BffContext } from '../context';
import { toGlobalId } from '../graphql/globalId';
import { mustSignTerms, type PendingSignInModel, type ViewerModel } from '../viewer/viewerModel';
import type { OutboxMessageModel } from './query';
import { viewerSessions } from './session';

/** GraphQL `Language` values are the upper-cased codes; resolvers work with the domain's codes. */
const languageEnum = Object.fromEntries(LANGUAGES.map((code) => [code.toUpperCase(), code])) as Record<string, Language>;

/** Only a scalar's behaviour: its description (and lack of @specifiedBy) is the contract file's. */
const scalarBehaviour = (scalar: GraphQLScalarType) => ({
  __serialize: scalar.serialize,
  __parseValue: scalar.parseValue,
  __parseLiteral: scalar.parseLiteral,
});

const byTypename = (model: { __typename: string }) => model.__typename;

export const typeResolvers = {
  DateTime: scalarBehaviour(DateTimeResolver),
  Date: scalarBehaviour(DateResolver),
  // Resolvers work with the §3 account status codes; Gender stays MALE/FEMALE/OTHER (the domain's form inputs).
  PatientAccountStatus: {
    PENDING_PAIRING: ACCOUNT_STATUS.pendingPairing,
    ACTIVE: ACCOUNT_STATUS.active,
    COMPLETED: ACCOUNT_STATUS.completed,
  },
  EmailAddress: scalarBehaviour(EmailAddressResolver),
  Language: languageEnum,
  Node: { __resolveType: byTypename },
  UserError: { __resolveType: byTypename },
  Viewer: {
    id: (viewer: ViewerModel) => toGlobalId('Viewer', viewer.internalID),
    fullName: (viewer: ViewerModel) => `${viewer.firstName} ${viewer.lastName}`.trim(),
    sessions: viewerSessions,
  },
  OutboxMessage: {
    id: (message: OutboxMessageModel) => toGlobalId('OutboxMessage', message.id),
    internalID: (message: OutboxMessageModel) => message.id,
  },
  PendingSignIn: {
    // Known from the answer that started the step; otherwise asked of the REST service once.
    mustSignTerms: async (pending: PendingSignInModel, _args: unknown, context: BffContext) => {
      if (pending.mustSignTerms !== undefined) return pending.mustSignTerms;
      if (!pending.token) return false;
      const record = await context.loaders.self.load(pending.token);
      return record ? mustSignTerms(record.role, record.TermsOfUseSigned) : false;
    },
  },
};
