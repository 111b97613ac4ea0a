import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    // The label sits on the status region: a bare span may not carry aria-label (axe aria-prohibited-attr).
    <Center minH="40vh" role="status" aria-live="polite" aria-label={t`Loading`}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden="true" />
    </Center>
  );
}
