// The real stack for integration tests: the REST service (in-memory PGlite, demo accounts),
// a counting proxy in front of it, and the BFF on 127.0.0.1 port 0.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startTestRestApi } from '@portal/rest-api/testing';
import { buildBffServer, type BffServerOptions } from '../src/server';
import { BffClient } from './bffClient';
import { startCountingProxy, type CountingProxy } from './countingProxy';

// The demo accounts the REST seed creates: one list, in the seed itself.
import { DEMO_EMAILS, DEMO_PASSWORD } from '@portal/rest-api/seed/accounts';

export const ACCOUNTS = DEMO_EMAILS;
export { DEMO_PASSWORD };

export type TestRestApi = Awaited<ReturnType<typeof startTestRestApi>>;

export interface Stack {
  rest: TestRestApi;
  proxy: CountingProxy;
  bff: FastifyInstance;
  url: string;
  client(): BffClient;
  close(): Promise<void>;
}

export interface StackOptions {
  /** The REST seed: true (the demo accounts and their clinic, the default) or 'all' (the whole demo fleet). */
  seed?: boolean | 'all';
  /** Where the REST service's test clock starts (the BFF reads the same clock). Default: the real time now. */
  now?: Date;
  /** Resources per file of a FHIR bulk export (REST); default the domain's. */
  bulkExportFileResources?: number;
  /** The REST service's pino logger (tests that read what it logs); default none. */
  restLogger?: import('pino').Logger;
}

export async function startStack(options: Partial<BffServerOptions> = {}, stackOptions: StackOptions = {}): Promise<Stack> {
  // Demo mode on both sides: the tests read the dev mailbox (from 127.0.0.1, as it allows).
  const rest = await startTestRestApi({
    seed: stackOptions.seed ?? true,
    now: stackOptions.now,
    demoMode: true,
    bulkExportFileResources: stackOptions.bulkExportFileResources,
    logger: stackOptions.restLogger,
  });
  const proxy = await startCountingProxy(rest.url);
  // One clock for both: moving the REST test clock moves the BFF's "today" too.
  const bff = await buildBffServer({ restApiUrl: proxy.url, demoMode: true, logger: false, now: () => rest.clock.now(), ...options });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  return {
    rest,
    proxy,
    bff,
    url,
    client: () => new BffClient(url),
    close: async () => {
      await bff.close();
      await proxy.close();
      await rest.close();
    },
  };
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      step
      accessToken
      viewer {
        id
        internalID
        role
        roles
        firstName
        lastName
        fullName
        email
        language
        lastLoginAt
        termsOfUseSigned
        isSiteAdmin
        site {
          internalID
          name
        }
        counts {
          ecps
          sites
          devices
          admins
          versions
          pendingUsers
          patients
          archivedPatients
        }
      }
      pendingSignIn {
        step
        mustSignTerms
        language
      }
      errors {
        __typename
        code
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            key
            message
          }
        }
      }
    }
  }
`;

export const VERIFY = /* GraphQL */ `
  mutation Verify($code: String!) {
    verifySecondFactor(input: { code: $code }) {
      step
      viewer {
        role
        email
      }
      pendingSignIn {
        step
        mustSignTerms
      }
      errors {
        __typename
        code
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            key
          }
        }
      }
    }
  }
`;

export const CREATE_PASSWORD = /* GraphQL */ `
  mutation CreatePassword($input: CreatePasswordInput!) {
    createPassword(input: $input) {
      step
      viewer {
        email
        role
        termsOfUseSigned
      }
      errors {
        __typename
        code
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            key
            message
          }
        }
      }
    }
  }
`;

export const MAILBOX = /* GraphQL */ `
  query Mailbox($recipient: String, $first: Int, $after: String) {
    devMailbox(recipient: $recipient, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          id
          internalID
          channel
          recipient
          subject
          body
          createdAt
        }
      }
    }
  }
`;

export async function signIn(client: BffClient, username: string, password = DEMO_PASSWORD, tokenDelivery?: 'COOKIE' | 'RESPONSE') {
  return client.gql(SIGN_IN, { input: { username, password, ...(tokenDelivery ? { tokenDelivery } : {}) } });
}

/** The newest message to `recipient` in the dev mailbox (read through the BFF). */
export async function latestMail(client: BffClient, recipient: string) {
  const { body } = await client.gql(MAILBOX, { recipient, first: 1 });
  const node = body.data?.devMailbox?.edges[0]?.node;
  if (!node) throw new Error(`no mail for ${recipient}: ${JSON.stringify(body)}`);
  return node as { id: string; internalID: string; body: string; subject: string | null; recipient: string };
}

export const sixDigitCode = (text: string) => {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
};

export const linkToken = (text: string) => {
  const match = /create-password\?token=([A-Za-z0-9_\-%.~]+)/.exec(text);
  if (!match) throw new Error(`no create-password link in: ${text}`);
  return decodeURIComponent(match[1]);
};
