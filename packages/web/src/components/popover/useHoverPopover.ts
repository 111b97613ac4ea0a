// §9 "Popover delay 250 ms": the navbar's popovers (help, settings, the backup-data info) open
// when the mouse rests on their button for 250 ms and close 250 ms after it leaves both the
// button and the popover, so passing over the navbar opens nothing and the gap between button
// and popover is crossed safely. A click (or a key) still opens them at once and keeps them
// open until a second click, Escape or a click outside; touch screens use only that.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { POPOVER_DELAY_MS } from '@portal/domain/constants';

type OpenedBy = 'hover' | 'press' | null;

export interface HoverPopover {
  open: boolean;
  /** For Popover.Root's onOpenChange: clicks, Escape and clicks outside. */
  onOpenChange: (details: { open: boolean }) => void;
  /** Only a pressed popover takes focus: a hover must not pull the keyboard focus away. */
  autoFocus: boolean;
  /** Likewise, only a pressed popover gives focus back to its button when it closes. */
  restoreFocus: boolean;
  /** Spread on the trigger. */
  triggerProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onPointerDown: (event: PointerEvent) => void;
    onClick: () => void;
  };
  /** Spread on Popover.Content: resting on it keeps a hover-opened popover open. */
  contentProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
}

export function useHoverPopover(delayMs: number = POPOVER_DELAY_MS): HoverPopover {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  // How it was last opened, kept after it closes: the close decides whether focus returns.
  const [lastOpenedBy, setLastOpenedBy] = useState<OpenedBy>(null);
  if (openedBy !== null && openedBy !== lastOpenedBy) setLastOpenedBy(openedBy);
  const timer = useRef<number | undefined>(undefined);
  // Set on pointerdown, read by the onOpenChange the click that follows causes.
  const pressing = useRef(false);
  const cancel = () => window.clearTimeout(timer.current);
  useEffect(() => cancel, []);

  const schedule = useCallback(
    (next: OpenedBy) => {
      cancel();
      timer.current = window.setTimeout(() => setOpenedBy((current) => (current === 'press' ? current : next)), delayMs);
    },
    [delayMs],
  );

  const onPointerEnter = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      if (openedBy === null) schedule('hover');
      else cancel();
    },
    [openedBy, schedule],
  );
  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      pressing.current = false; // a press dragged off the button is no click
      if (event.pointerType !== 'mouse' || openedBy !== 'hover') {
        if (openedBy === null) cancel();
        return;
      }
      schedule(null);
    },
    [openedBy, schedule],
  );
  const onPointerDown = useCallback(() => {
    pressing.current = true;
  }, []);
  // After the click's own handlers (the popover's toggle among them) have run.
  const onClick = useCallback(() => {
    window.setTimeout(() => (pressing.current = false), 0);
  }, []);

  const onOpenChange = useCallback(
    ({ open }: { open: boolean }) => {
      cancel();
      const pressed = pressing.current;
      pressing.current = false;
      // The click on a button whose popover the hover has just opened keeps it open, pinned.
      if (!open && pressed && openedBy === 'hover') return setOpenedBy('press');
      setOpenedBy(open ? 'press' : null);
    },
    [openedBy],
  );

  return {
    open: openedBy !== null,
    onOpenChange,
    autoFocus: openedBy === 'press',
    restoreFocus: (openedBy ?? lastOpenedBy) === 'press',
    triggerProps: { onPointerEnter, onPointerLeave, onPointerDown, onClick },
    contentProps: { onPointerEnter, onPointerLeave },
  };
}
