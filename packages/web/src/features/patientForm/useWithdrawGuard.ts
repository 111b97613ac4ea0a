// §2: leaving the add or edit patient page with changes asks to withdraw them first, whether
// the back control, a tab, a link or the browser's back button leads away, so nothing typed is
// lost by a stray click. A clean form, or one just saved, leaves without asking.
import { useCallback, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { askConfirmation } from '../../components/confirm/confirmation';

export function useWithdrawGuard({ dirty, title }: { dirty: boolean; title: string }) {
  const { t } = useLingui();
  const released = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !released.current &&
      // Signing out (by hand, idle or an expired session) leaves the dashboard: never held up.
      nextLocation.pathname.startsWith('/dashboard') &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  const asked = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker.location) return;
    asked.current = blocker.location;
    void askConfirmation({
      title,
      message: t`The changes you made will be lost.`,
      confirmLabel: t`Withdraw`,
      cancelLabel: t`Keep editing`,
      tone: 'danger',
    }).then((withdraw) => {
      asked.current = null;
      if (withdraw) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, title, t]);

  // Closing the browser tab or reloading: the browser's own question.
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty || released.current) return;
        event.preventDefault();
        event.returnValue = '';
      },
      [dirty],
    ),
  );

  /** Lets the next navigation through without asking (after a successful save). */
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
