// The side panel of §2 that hosts add and edit forms (600px, §9) and the device info (800px).
// It opens from the end edge (right, left in Hebrew). Closing goes through `onRequestClose`,
// so a form can ask to withdraw first.
import type { ReactNode } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DEVICE_PANEL_WIDTH, SIDE_PANEL_WIDTH } from './panelWidths';

interface SidePanelProps {
  title: ReactNode;
  onRequestClose: () => void;
  /** §9: 600px for forms, 800px for the device info panel. */
  width?: typeof SIDE_PANEL_WIDTH | typeof DEVICE_PANEL_WIDTH;
  footer?: ReactNode;
  children: ReactNode;
}

export function SidePanel({ title, onRequestClose, width = SIDE_PANEL_WIDTH, footer, children }: SidePanelProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open placement="end" size="full" closeOnInteractOutside onOpenChange={({ open }) => (open ? undefined : onRequestClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '100vw', md: width }} w="full">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="5">{children}</Drawer.Body>
            {footer ? (
              <Drawer.Footer borderTopWidth="1px" gap="3">
                {footer}
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close panel`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
