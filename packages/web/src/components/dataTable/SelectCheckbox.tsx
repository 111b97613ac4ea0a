// A small tri-state checkbox with an accessible name, used for row selection, select-all
// and the column filter lists. Clicks stop here so they never count as a row click.
import type { ReactNode } from 'react';
import { Checkbox } from '@chakra-ui/react';
import type { TriState } from './triState';

interface SelectCheckboxProps {
  checked: TriState;
  onChange: (checked: boolean) => void;
  /** The accessible name when there is no visible label. */
  ariaLabel?: string;
  /** A visible label (it names the checkbox too). */
  children?: ReactNode;
  disabled?: boolean;
}

export function SelectCheckbox({ checked, onChange, ariaLabel, children, disabled }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onClick={(event) => event.stopPropagation()}
      display="flex"
      alignItems="center"
      gap="2"
    >
      <Checkbox.HiddenInput aria-label={ariaLabel} />
      <Checkbox.Control />
      {children ? <Checkbox.Label>{children}</Checkbox.Label> : null}
    </Checkbox.Root>
  );
}
