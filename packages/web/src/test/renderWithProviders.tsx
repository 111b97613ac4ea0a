// Renders screens the way the app does (Chakra, lingui, Relay as routing/RelayLayout gives it, a memory router) over a
// relay-test-utils mock environment.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { setRelayEnvironment } from '../relay/environment';
import { AppProviders } from '../App';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

interface Options {
  /** Where the screen under test is mounted. */
  path?: string;
  initialEntry?: string | { pathname: string; state?: unknown };
  /** Stand-ins for the screens a test expects to be sent to. */
  otherRoutes?: Record<string, string>;
  /** The route loader of the screen under test. */
  loader?: () => unknown;
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const path = options.path ?? '/';
  const routes: RouteObject[] = [
    { path, element: ui, loader: options.loader, HydrateFallback: () => null },
    ...Object.entries(options.otherRoutes ?? {}).map(([p, text]) => ({ path: p, element: <p>{text}</p> })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.initialEntry ?? path] });
  const result = render(
    <AppProviders>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </AppProviders>,
  );
  return { ...result, environment, router };
}
