// Recovery codes as they are shown once: a list to write down or copy, with how they are used.
import { useState } from 'react';
import { Alert, Button, Code, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCopy } from 'react-icons/lu';

export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Save these recovery codes now`}</Alert.Title>
          <Alert.Description>
            {t`They are shown only this once. Each lets you sign in once without your authenticator app, for example if you lose your phone. Keep them somewhere safe, away from your password.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid as="ul" columns={2} gap="2" listStyleType="none" aria-label={t`Recovery codes`} dir="ltr">
        {codes.map((code) => (
          <Code as="li" key={code} fontSize="md" px="2" py="1" textAlign="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      {typeof navigator !== 'undefined' && navigator.clipboard ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void copy()}>
          <LuCopy />
          {copied ? t`Copied` : t`Copy the codes`}
        </Button>
      ) : null}
    </Stack>
  );
}
