// The providers every screen needs: Chakra (theme, direction), lingui, Relay, the confirm and error modals, the toaster.
import type { ReactNode } from 'react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { system } from './theme/system';
import { LOCALE_TAGS, useCurrentLanguage } from './i18n/language';
import { useCurrentRelayEnvironment } from './relay/environment';
import { ErrorModal } from './errors/ErrorModal';
import { ConfirmDialog } from './components/confirm/ConfirmDialog';
import { AppToaster } from './components/feedback/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const language = useCurrentLanguage();
  const environment = useCurrentRelayEnvironment();
  return (
    <ChakraProvider value={system}>
      <LocaleProvider locale={LOCALE_TAGS[language]}>
        <I18nProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            {children}
            <ConfirmDialog />
            <ErrorModal />
            <AppToaster />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
