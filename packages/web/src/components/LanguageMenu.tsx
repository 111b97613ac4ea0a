// The language flag selector (§1, §2 Navbar): a button named "Language" opening a menu of the six
// languages. The menu (Ark's menu, the popper) is not in the first screen's code; the
// button stands in for it, fetches it when pointed at or focused, and opens it once it is in.
import { useState, type ComponentType } from 'react';
import type { Language } from '@portal/domain/languages';
import { LanguageButton } from './LanguageButton';
import { useCurrentLanguage } from '../i18n/language';
import { loadOnce } from '../routing/loadOnce';
import { restOfAppOrNot } from '../routing/restOfApp';

type ChoiceMenu = ComponentType<{ onChoose: (language: Language) => void; openOnMount: boolean }>;

let loaded: ChoiceMenu | null = null;

// Its menu's recipe is in the whole theme (routing/restOfApp.ts); offline, it opens without.
const loadMenu = loadOnce(() =>
  Promise.all([import('./LanguageChoiceMenu'), restOfAppOrNot()]).then(([module]) => (loaded = module.LanguageChoiceMenu)),
);

const preload = () => void loadMenu().catch(() => undefined);

export function LanguageMenu({ onChoose }: { onChoose: (language: Language) => void }) {
  const current = useCurrentLanguage();
  const [menu, setMenu] = useState<{ Menu: ChoiceMenu; openOnMount: boolean } | null>(() =>
    loaded ? { Menu: loaded, openOnMount: false } : null,
  );
  if (menu) return <menu.Menu onChoose={onChoose} openOnMount={menu.openOnMount} />;
  return (
    <LanguageButton
      current={current}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() =>
        void loadMenu()
          .then((Menu) => setMenu({ Menu, openOnMount: true }))
          .catch(() => undefined)
      }
    />
  );
}
