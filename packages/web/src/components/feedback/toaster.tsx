// Short confirmations of a finished action ("Registration approved"), announced politely to
// screen readers, and notices that leave the screen usable ("the portal could not be reached; the
// list is from 10:42"). Errors that stop an action have the error modal and the forms' messages.
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { noticeCreated } from './noticeWaiting';

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

/** Shows a success message for a few seconds. */
export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: 'success', title, description, duration: 6000, closable: true });
  noticeCreated();
}

/** A warning that blocks nothing, for 15 seconds or until closed; a second one with the same `id` replaces the first. */
export function notifyWarning(title: string, description?: string, id?: string) {
  toaster.create({ id, type: 'warning', title, description, duration: 15000, closable: true });
  noticeCreated();
}

export function AppToaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t`Close`} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
