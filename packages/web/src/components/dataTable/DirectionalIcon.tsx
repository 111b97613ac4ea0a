// Arrows and chevrons point along the reading direction: mirrored right to left (he).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export function DirectionalIcon({ children }: { children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }}>
      {children}
    </Box>
  );
}
