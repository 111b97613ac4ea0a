// The product mark: an eye outline and the product name.
import { HStack, Text } from '@chakra-ui/react';
import { PRODUCT } from '@portal/domain/enums';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const mark = size === 'lg' ? 36 : 28;
  return (
    <HStack gap="2" color="brand.fg">
      <svg viewBox="0 0 32 32" width={mark} height={mark} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <ellipse cx="16" cy="16" rx="11" ry="7" fill="none" stroke="#fff" strokeWidth="2.4" />
        <circle cx="16" cy="16" r="3.6" fill="#fff" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'xl'} letterSpacing="tight" color="fg">
        {PRODUCT}
      </Text>
    </HStack>
  );
}
