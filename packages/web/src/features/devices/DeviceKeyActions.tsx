// A platform admin's key actions in the device panel: replace the key (after a
// confirmation; the new key is shown once) or revoke it (after a confirmation; the device's reports
// are refused from then on). Site admins see the key's state only.
import { useState } from 'react';
import { Button, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuKeyRound, LuBan } from 'react-icons/lu';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { DeviceKeyReveal } from './DeviceKeyReveal';
import { useRevokeDeviceKeyMutation, useRotateDeviceKeyMutation } from './deviceKeyMutations';

interface DeviceKeyActionsProps {
  deviceId: string;
  serialNumber: string;
  /** Whether the device holds a key now (a revoked device can only get a new one). */
  hasKey: boolean;
}

export function DeviceKeyActions({ deviceId, serialNumber, hasKey }: DeviceKeyActionsProps) {
  const { t } = useLingui();
  const [rotate, rotating] = useRotateDeviceKeyMutation();
  const [revoke, revoking] = useRevokeDeviceKeyMutation();
  const [newKey, setNewKey] = useState<string | null>(null);

  const onRotate = async () => {
    const confirmed = await askConfirmation({
      title: hasKey ? t`Replace the key of device ${serialNumber}?` : t`Issue a new key for device ${serialNumber}?`,
      message: hasKey
        ? t`The current key stops working at once: the device is refused until the new key is entered in its settings.`
        : t`The new key is shown once; the device reports again once it is entered in its settings.`,
      confirmLabel: hasKey ? t`Replace the key` : t`Issue a key`,
      tone: hasKey ? 'danger' : 'default',
    });
    if (!confirmed) return;
    const payload = await rotate(deviceId);
    if (reportPayloadErrors(payload.errors) && payload.key) setNewKey(payload.key);
  };

  const onRevoke = async () => {
    const confirmed = await askConfirmation({
      title: t`Revoke the key of device ${serialNumber}?`,
      message: t`The device's reports are refused from now on, until a new key is issued. Use this for a lost, stolen or retired device.`,
      confirmLabel: t`Revoke the key`,
      tone: 'danger',
    });
    if (!confirmed) return;
    reportPayloadErrors((await revoke(deviceId)).errors);
  };

  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" loading={rotating} onClick={() => void onRotate()}>
          <LuKeyRound aria-hidden />
          {hasKey ? t`Replace key` : t`Issue new key`}
        </Button>
        {hasKey ? (
          <Button size="sm" variant="outline" colorPalette="red" loading={revoking} onClick={() => void onRevoke()}>
            <LuBan aria-hidden />
            {t`Revoke key`}
          </Button>
        ) : null}
      </HStack>
      <Dialog.Root open={newKey !== null} placement="center" onOpenChange={({ open }) => (open ? undefined : setNewKey(null))}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="device-key-dialog">
              <Dialog.Header>
                <Dialog.Title>{t`New key of device ${serialNumber}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{newKey ? <DeviceKeyReveal deviceKey={newKey} serialNumber={serialNumber} /> : null}</Dialog.Body>
              <Dialog.Footer>
                <Button onClick={() => setNewKey(null)}>{t`I have copied the key`}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
