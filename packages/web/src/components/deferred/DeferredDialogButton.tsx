// A navbar button that opens a dialog whose code is not in the screen's first load: the button
// stands in for the dialog's own trigger (same name, same icon), fetches the dialog when pointed at
// or focused, and on a click draws it open. From then on the dialog (with its own trigger) is drawn.
import { useState, type ComponentType, type ReactNode } from 'react';
import { IconButton } from '@chakra-ui/react';

export type OpenableDialog = ComponentType<{ defaultOpen?: boolean }>;

interface DeferredDialogButtonProps {
  label: string;
  icon: ReactNode;
  /** The dialog's code, loaded once (routing/loadOnce.ts). */
  load: () => Promise<OpenableDialog>;
  /** The dialog once loaded in this page (drawn closed, without the stand-in). */
  loaded: () => OpenableDialog | null;
}

export function DeferredDialogButton({ label, icon, load, loaded }: DeferredDialogButtonProps) {
  const [dialog, setDialog] = useState<{ Dialog: OpenableDialog; open: boolean } | null>(() => {
    const Dialog = loaded();
    return Dialog ? { Dialog, open: false } : null;
  });
  if (dialog) return <dialog.Dialog defaultOpen={dialog.open} />;
  const preload = () => void load().catch(() => undefined);
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() =>
        void load()
          .then((Dialog) => setDialog({ Dialog, open: true }))
          .catch(() => undefined)
      }
    >
      {icon}
    </IconButton>
  );
}

/** `load` once, remembering the dialog for DeferredDialogButton's `loaded`. */
export function dialogLoader(load: () => Promise<OpenableDialog>): {
  load: () => Promise<OpenableDialog>;
  loaded: () => OpenableDialog | null;
} {
  let dialog: OpenableDialog | null = null;
  let loading: Promise<OpenableDialog> | null = null;
  return {
    load: () => {
      loading ??= load().then(
        (loadedDialog) => (dialog = loadedDialog),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => dialog,
  };
}
