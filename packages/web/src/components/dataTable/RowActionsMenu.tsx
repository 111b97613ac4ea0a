// The per-row "more" menu (§2): a labelled button opening the actions the caller offers
// for that row; a danger tone marks destructive ones (delete, remove).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuEllipsisVertical } from 'react-icons/lu';

export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

interface RowActionsMenuProps {
  actions: readonly RowAction[];
  rowLabel: string;
}

export function RowActionsMenu({ actions, rowLabel }: RowActionsMenuProps) {
  const { t } = useLingui();
  if (actions.length === 0) return null;
  return (
    // Each item runs its own action on click (Enter clicks the highlighted item too), so the
    // action never depends on which item the menu last highlighted.
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={t`Actions for ${rowLabel}`} size="xs" variant="ghost" onClick={(event) => event.stopPropagation()}>
          <LuEllipsisVertical aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((action, index) => (
              <Menu.Item
                key={`${index}-${action.label}`}
                value={String(index)}
                disabled={action.disabled}
                onClick={action.disabled ? undefined : () => action.onSelect()}
                color={action.tone === 'danger' ? 'fg.error' : undefined}
                _hover={action.tone === 'danger' ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
