import { Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t`Loading`} />
    </Center>
  );
}
