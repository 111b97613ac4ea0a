// The app's overlays in a chunk of their own (Ark's dialog and toasts, the focus trap,
// not in the first screen's code): the confirm and error modals and the toaster.
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { ErrorModal } from '../../errors/ErrorModal';
import { AppToaster } from './toaster';

export function Overlays() {
  return (
    <>
      <ConfirmDialog />
      <ErrorModal />
      <AppToaster />
    </>
  );
}
