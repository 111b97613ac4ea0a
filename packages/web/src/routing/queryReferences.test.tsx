// The janitor disposes the query references no screen shows any more, but never one a navigation
// still on its way has made (two quick clicks left the second screen waiting for ever on a
// cancelled query: the site admin's device counters, e2e site-admin.spec.ts).
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { QueryReferenceJanitor, holdUntilUnshown } from './queryReferences';

const reference = (name: string) => ({ name, dispose: vi.fn() });
type Reference = ReturnType<typeof reference>;

function Shell() {
  return (
    <>
      <QueryReferenceJanitor />
      <Outlet />
    </>
  );
}

/** Routes whose loaders hold the references the test hands them, then run `after` (another loader's work). */
function routerWith(loaders: Record<string, { ref: Reference | null; after?: () => void }>) {
  return createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: Object.entries(loaders).map(([path, { ref, after }]) => ({
          path,
          loader: () => {
            if (ref) holdUntilUnshown(ref);
            after?.();
            return ref;
          },
          element: <p>{path}</p>,
        })),
      },
    ],
    { initialEntries: ['/first'] },
  );
}

describe('QueryReferenceJanitor', () => {
  it('disposes a screen’s reference once another screen shows, and keeps one a later navigation made', async () => {
    const first = reference('first');
    const second = reference('second');
    const pending = reference('pending');
    const router = routerWith({
      first: { ref: first },
      // The second screen's loader runs, and a later navigation's loader too before it shows.
      second: { ref: second, after: () => holdUntilUnshown(pending) },
      plain: { ref: null },
    });
    render(<RouterProvider router={router} />);
    await act(async () => {
      await router.navigate('/second');
    });
    expect(first.dispose).toHaveBeenCalledTimes(1);
    expect(second.dispose).not.toHaveBeenCalled();
    // Made after the newest reference shown: a navigation on its way, left alone.
    expect(pending.dispose).not.toHaveBeenCalled();

    // A screen without a query, the router at rest: nothing is on its way, every other reference goes.
    await act(async () => {
      await router.navigate('/plain');
    });
    expect(second.dispose).toHaveBeenCalledTimes(1);
    expect(pending.dispose).toHaveBeenCalledTimes(1);
  });
});
