// The page's first load paints the signed-in screens once, with their data (routeKinds.tsx): the
// loaders wait for the answer then, and only then.
import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import loginPageQuery, { type LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import { setRelayEnvironment } from '../relay/environment';
import { answeredOnFirstLoad } from './routeKinds';
import { markFirstScreenPainted } from './queryReferences';
import { queryLoader } from './routeQuery';

const args = { request: new Request('http://portal.test/dashboard'), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
const settledSoon = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 50))]);

function tree(): RouteObject {
  const loader = queryLoader<LoginPageQuery>(loginPageQuery, undefined, 'network-only');
  return answeredOnFirstLoad({ path: 'dashboard', loader, children: [{ path: 'patients', loader }, { path: 'home' }] });
}

describe('answeredOnFirstLoad', () => {
  it('on the first load, makes every loader below it wait for its answer, and keeps routes without one', async () => {
    const environment = createMockEnvironment();
    setRelayEnvironment(environment);
    const route = tree();
    const child = route.children![0];
    expect(route.children![1].loader).toBeUndefined();
    const loading = (child.loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    expect(await settledSoon(loading)).toBe('waiting');
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation));
    expect(await settledSoon(loading)).toBe('settled');
    expect(await loading).toMatchObject({ name: 'LoginPageQuery' });
  });

  it('a failed answer ends the wait too (the screen shows its error)', async () => {
    const environment = createMockEnvironment();
    setRelayEnvironment(environment);
    const loading = (tree().loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    environment.mock.rejectMostRecentOperation(new Error('no connection'));
    expect(await settledSoon(loading)).toBe('settled');
  });

  it('once the app has painted, returns the reference at once (tabs show the store, pages their spinner)', async () => {
    setRelayEnvironment(createMockEnvironment());
    markFirstScreenPainted();
    const loading = (tree().loader as (a: LoaderFunctionArgs) => Promise<unknown>)(args);
    expect(await settledSoon(loading)).toBe('settled');
  });
});
