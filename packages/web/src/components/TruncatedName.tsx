// A name cut to its box with an ellipsis. The cut falls at the end of the name in its own
// direction (dir="auto"): a Latin clinic or patient name on a Hebrew page keeps its beginning
// ("Centro Visione…", not "…ntro Visione Roma"), while the text still sits at the page's start.
import { Text, type TextProps } from '@chakra-ui/react';

export function TruncatedName({ children, ...props }: Omit<TextProps, 'dir' | 'truncate'> & { children: string | null | undefined }) {
  return (
    <Text truncate dir="auto" textAlign="left" _rtl={{ textAlign: 'right' }} title={children ?? undefined} {...props}>
      {children}
    </Text>
  );
}
