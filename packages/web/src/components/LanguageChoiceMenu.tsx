// The language menu itself (§1, §2 Navbar): the six languages, each named in its own language.
// Its own chunk (Ark's menu and the popper), loaded by LanguageMenu on first use.
import { useEffect, useRef } from 'react';
import { Menu, Portal, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import type { Language } from '@portal/domain/languages';
import { FlagIcon } from './FlagIcon';
import { LanguageButton } from './LanguageButton';
import { LANGUAGE_CHOICES, useCurrentLanguage } from '../i18n/language';

/** `openOnMount`: the stand-in button was clicked before this loaded; that click opens the menu now. */
export function LanguageChoiceMenu({ onChoose, openOnMount }: { onChoose: (language: Language) => void; openOnMount: boolean }) {
  const current = useCurrentLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (!openOnMount || opened.current) return;
    opened.current = true;
    trigger.current?.focus();
    trigger.current?.click();
  }, [openOnMount]);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onChoose(details.value as Language)}>
      <Menu.Trigger asChild>
        <LanguageButton ref={trigger} current={current} />
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
