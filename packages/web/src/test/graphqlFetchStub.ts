// The /graphql endpoint for screens that send their operations without Relay (/login):
// `fetch` is stubbed, each request is recorded and answered (or failed) by the test.
import { vi } from 'vitest';

export interface SentOperation {
  readonly operationName: string;
  readonly documentId: string;
  readonly variables: Record<string, unknown>;
  /** Answers with `{ data }`. */
  respond: (data: unknown) => void;
  /** Fails as `fetch` does when the network is down. */
  fail: (error: Error) => void;
}

export function stubGraphQLFetch() {
  const sent: SentOperation[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((resolve, reject) => {
        const body = JSON.parse(String(init?.body)) as Omit<SentOperation, 'respond' | 'fail'>;
        sent.push({
          ...body,
          respond: (data) => resolve(new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })),
          fail: reject,
        });
      }),
  );
  return {
    sent,
    names: () => sent.map((operation) => operation.operationName),
    named: (name: string) => sent.find((operation) => operation.operationName === name),
  };
}

export type GraphQLFetchStub = ReturnType<typeof stubGraphQLFetch>;
