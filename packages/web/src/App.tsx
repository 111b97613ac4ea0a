// The providers every screen needs: Chakra (theme, direction), lingui, the confirm and error modals
// and the toaster (loaded after the first paint). Relay's store is provided below the
// signed-out screens (routing/RelayLayout.tsx).
import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useChakraSystem } from './theme/currentSystem';
import { LOCALE_TAGS, useCurrentLanguage } from './i18n/language';
import { DeferredOverlays } from './components/feedback/DeferredOverlays';

export function AppProviders({ children }: { children: ReactNode }) {
  const language = useCurrentLanguage();
  const system = useChakraSystem();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={LOCALE_TAGS[language]}>
        <I18nProvider i18n={i18n}>
          {children}
          <DeferredOverlays />
        </I18nProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
