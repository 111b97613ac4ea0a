// A yes/no table cell: a check mark for yes, a dash for no, both named for screen readers.
import { Box, Icon } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCheck } from 'react-icons/lu';

export function Mark({ value }: { value: boolean }) {
  const { t } = useLingui();
  return value ? (
    // Chakra hides icons from assistive technology: the wrapper carries the name.
    <Box as="span" role="img" aria-label={t`Yes`} display="inline-flex">
      <Icon color="brand.fg">
        <LuCheck />
      </Icon>
    </Box>
  ) : (
    <Box as="span" color="fg.subtle" aria-label={t`No`} role="img">
      —
    </Box>
  );
}
