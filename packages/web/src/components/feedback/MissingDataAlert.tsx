// What a screen could not load, said where it would have been, with a way to try again. The error
// modal has said why (§8); this says what is missing, and the rest of the screen stays.
import { Alert, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

interface MissingDataAlertProps {
  /** A §8 title, already translated, when the catalogue names the failure. */
  title?: string;
  description: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function MissingDataAlert({ title, description, onRetry, retrying = false }: MissingDataAlertProps) {
  const { t } = useLingui();
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying} alignSelf="center">
        {t`Try again`}
      </Button>
    </Alert.Root>
  );
}
