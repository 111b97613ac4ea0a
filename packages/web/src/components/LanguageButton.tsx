// The language selector's button (§1, §2 Navbar): the current language's flag and code, named
// "Language". Shared by the menu's trigger and the stand-in shown until the menu has loaded.
import type { ComponentProps } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '@portal/domain/languages';
import { FlagIcon } from './FlagIcon';

export function LanguageButton({ current, ...props }: { current: Language } & ComponentProps<typeof Button>) {
  const { t } = useLingui();
  return (
    <Button variant="ghost" size="sm" aria-label={t`Language`} px="2" {...props}>
      <FlagIcon language={current} />
      <Text as="span" textTransform="uppercase" fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden="true">
        {current}
      </Text>
    </Button>
  );
}
