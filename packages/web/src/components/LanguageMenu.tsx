// The language flag selector (§1, §2 Navbar): a button named "Language" opening a menu
// of the six languages, each named in its own language.
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCheck } from 'react-icons/lu';
import type { Language } from '@portal/domain/languages';
import { FlagIcon } from './FlagIcon';
import { LANGUAGE_CHOICES, useCurrentLanguage } from '../i18n/language';

export function LanguageMenu({ onChoose }: { onChoose: (language: Language) => void }) {
  const { t } = useLingui();
  const current = useCurrentLanguage();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onChoose(details.value as Language)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t`Language`} px="2">
          <FlagIcon language={current} />
          <Text as="span" textTransform="uppercase" fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden="true">
            {current}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {LANGUAGE_CHOICES.map(({ language, name }) => (
              <Menu.Item key={language} value={language} lang={language} aria-current={language === current ? 'true' : undefined}>
                <FlagIcon language={language} />
                <Text as="span" flex="1">
                  {name}
                </Text>
                {language === current ? <LuCheck aria-hidden="true" /> : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
