// "Register device": a platform admin gives the serial, the site and the location; the
// new device's key is then shown once (DeviceKeyReveal). The site choices are read when the dialog
// opens, not with the devices tab (site admins never see this dialog).
import { Suspense, useMemo, useRef, useState } from 'react';
import { Alert, Button, Dialog, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DEVICE_REPORT_LIMITS } from '@portal/domain/deviceReport';
import { DEVICE_REGISTRATION_INPUT_FIELDS, deviceRegistrationSchema } from '@portal/domain/deviceProvisioning';
import type { RegisterDeviceDialogSitesQuery } from '../../__generated__/RegisterDeviceDialogSitesQuery.graphql';
import { InputField, SelectField } from '../../components/form/formFields';
import { emptiesAsNull, inputResolver } from '../../components/inputResolver';
import { formFailureOf } from '../../components/sidePanel/payloadErrors';
import { DeviceKeyReveal } from './DeviceKeyReveal';
import { useRegisterDeviceMutation } from './deviceKeyMutations';

interface RegisterFields {
  serialNumber: string;
  site: string;
  location: string;
}

const resolver = inputResolver<RegisterFields>(deviceRegistrationSchema, DEVICE_REGISTRATION_INPUT_FIELDS);

interface RegisterDeviceDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a registration, once the key dialog is closed: the list is read again. */
  onRegistered: () => void;
}

export function RegisterDeviceDialog({ open, onClose, onRegistered }: RegisterDeviceDialogProps) {
  const { t } = useLinguiMacro();
  const [issued, setIssued] = useState<{ key: string; serialNumber: string } | null>(null);
  // The list is read again once the dialog has gone: read while it closes, the list's loading state
  // replaced the dialog mid-close and left the console unclickable until a reload.
  const registered = useRef(false);
  const close = () => {
    if (issued) registered.current = true;
    setIssued(null);
    onClose();
  };
  const closed = () => {
    if (!registered.current) return;
    registered.current = false;
    onRegistered();
  };
  return (
    <Dialog.Root
      open={open}
      placement="center"
      onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : close())}
      onExitComplete={closed}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="register-device-dialog">
            <Dialog.Header>
              <Dialog.Title>{issued ? t`Device registered` : t`Register device`}</Dialog.Title>
            </Dialog.Header>
            {issued ? (
              <>
                <Dialog.Body>
                  <DeviceKeyReveal deviceKey={issued.key} serialNumber={issued.serialNumber} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={close}>{t`I have copied the key`}</Button>
                </Dialog.Footer>
              </>
            ) : open ? (
              <Suspense fallback={<Spinner m="6" />}>
                <RegisterForm onCancel={close} onIssued={setIssued} />
              </Suspense>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RegisterForm({ onCancel, onIssued }: { onCancel: () => void; onIssued: (issued: { key: string; serialNumber: string }) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const data = useLazyLoadQuery<RegisterDeviceDialogSitesQuery>(
    graphql`
      query RegisterDeviceDialogSitesQuery {
        adminConsole {
          sites(first: 100) {
            edges {
              node {
                id
                name
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const siteOptions = useMemo(
    () =>
      (data.adminConsole?.sites?.edges ?? [])
        .map((edge) => ({ value: edge.node.id, label: edge.node.name }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [data, i18n.locale],
  );
  const form = useForm<RegisterFields>({ resolver, defaultValues: { serialNumber: '', site: '', location: '' } });
  const [register, inFlight] = useRegisterDeviceMutation();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const input = emptiesAsNull(values);
    const payload = await register({ serialNumber: values.serialNumber.trim(), site: values.site, location: input.location });
    // A taken serial is the form's to say (in the admin's language), not the error modal's.
    if (payload.errors.some((error) => error.__typename === 'ConflictError')) {
      setAlert(t`A device with this serial number is registered already.`);
      return;
    }
    const failure = formFailureOf(payload.errors);
    if (failure) {
      setAlert(t`The device was not registered: check the fields below.`);
      for (const problem of failure.fieldProblems) form.setError(problem.field as keyof RegisterFields, { message: problem.key });
      return;
    }
    if (payload.key && payload.device) onIssued({ key: payload.key, serialNumber: payload.device.serialNumber });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {alert ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{alert}</Alert.Title>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <InputField form={form} name="serialNumber" label={t`Serial number`} required maxLength={DEVICE_REPORT_LIMITS.deviceId} />
          <SelectField form={form} name="site" label={t`Site`} required options={siteOptions} placeholder={t`Choose a site`} />
          <InputField form={form} name="location" label={t`Location`} maxLength={DEVICE_REPORT_LIMITS.location} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={inFlight}>
          {t`Register and show the key`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
