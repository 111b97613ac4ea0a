// The frame of the signed-out screens: product mark, language selector, one centred card.
import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import type { Language } from '@portal/domain/languages';
import { Logo } from './Logo';
import { LanguageMenu } from './LanguageMenu';
import { markSignedOutChoice, switchLanguage } from '../i18n/language';

function chooseSignedOutLanguage(language: Language) {
  markSignedOutChoice(language);
  void switchLanguage(language);
}

export function PublicLayout({ children, footer, width = 'md' }: { children: ReactNode; footer?: ReactNode; width?: string }) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.canvas">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <Logo />
        <LanguageMenu onChoose={chooseSignedOutLanguage} />
      </Flex>
      <Flex as="main" flex="1" align={{ base: 'flex-start', md: 'center' }} justify="center" px="4" pb="8">
        <Box
          w="full"
          maxW={width}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="xl"
          shadow="sm"
          p={{ base: '6', md: '8' }}
        >
          {children}
        </Box>
      </Flex>
      {footer ? (
        <Box as="footer" textAlign="center" py="4" color="fg.muted" fontSize="sm">
          {footer}
        </Box>
      ) : null}
    </Flex>
  );
}
