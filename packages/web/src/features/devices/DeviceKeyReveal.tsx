// A device key as it is shown once (after registering a device or rotating its key): a clear
// warning, the key to select or copy, and how the device sends it. The portal keeps only its hash.
import { useState } from 'react';
import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCopy } from 'react-icons/lu';

export function DeviceKeyReveal({ deviceKey, serialNumber }: { deviceKey: string; serialNumber: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(deviceKey);
    setCopied(true);
  };
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t`Copy this key now: it is shown only this once`}</Alert.Title>
          <Alert.Description>
            {t`The portal keeps only a fingerprint of the key and cannot show it again. Enter it in the device's settings; if it is lost, replace it with a new key.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm">{t`Key of device ${serialNumber}`}</Text>
      <Code
        data-testid="device-key"
        aria-label={t`Device key`}
        fontSize="md"
        px="2"
        py="2"
        wordBreak="break-all"
        dir="ltr"
        userSelect="all"
      >
        {deviceKey}
      </Code>
      {typeof navigator !== 'undefined' && navigator.clipboard ? (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => void copy()}>
          <LuCopy />
          {copied ? t`Copied` : t`Copy the key`}
        </Button>
      ) : null}
    </Stack>
  );
}
