// A navbar icon button opening a titled popover (help, settings): one look for both, and the
// §9 250 ms hover delay (useHoverPopover).
import { IconButton, Popover, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHoverPopover } from '../../components/popover/useHoverPopover';

interface NavbarPopoverProps {
  /** The button's accessible name, also the popover's title. */
  label: string;
  icon: ReactNode;
  maxW: string;
  children: ReactNode;
}

export function NavbarPopover({ label, icon, maxW, children }: NavbarPopoverProps) {
  const hover = useHoverPopover();
  return (
    // Mounted on first open (the navbar renders on every screen), then kept: a confirmation
    // asked from inside closes the popover, and its answer must still reach the component.
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      open={hover.open}
      onOpenChange={hover.onOpenChange}
      autoFocus={hover.autoFocus}
      restoreFocus={hover.restoreFocus}
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} {...hover.triggerProps}>
          {icon}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW={maxW} {...hover.contentProps}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">{label}</Popover.Title>
                {children}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
