// A password input with a show/hide toggle that keeps its own accessible name.
import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuEye, LuEyeOff } from './icons/firstRouteIcons';

export function PasswordInput(props: ComponentProps<typeof Input>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
