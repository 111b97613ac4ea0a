// An inline error (§8 title and message lines) for screens that handle their own failures.
import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { translateCatalogText } from '../i18n/catalogTexts';

export function ErrorBanner({ title, messages }: { title: string; messages: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{translateCatalogText(i18n, title)}</Alert.Title>
        {messages.map((line) => (
          <Alert.Description key={line}>{translateCatalogText(i18n, line)}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
