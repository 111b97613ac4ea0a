// "Delete site" (§2 Site table): the confirmation names what goes and what stays. The site's
// clinicians are deleted with it (§4); its devices are never left at a deleted site: the admin moves
// them to another active site or explicitly leaves them without a site (domain siteDeletion.ts), and
// the delete is refused until then. A clinic's backend that cannot move devices (no DEVICE_SITES)
// deletes only a site without devices. Names and the site choices are read when the dialog opens.
import { Suspense, useMemo, useState } from 'react';
import { Alert, Button, Dialog, List, NativeSelect, Portal, RadioCard, Spinner, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeleteSiteDialogQuery } from '../../__generated__/DeleteSiteDialogQuery.graphql';
import type { SiteDevicesAction } from '../../__generated__/useDeleteSiteMutation.graphql';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';
import { useDeleteSiteMutation } from './useDeleteSiteMutation';

interface DeleteSiteDialogProps {
  site: { id: string; name: string };
  /** The sites connection, for removing the deleted site's row. */
  connectionId: string;
  onClose: () => void;
}

export function DeleteSiteDialog({ site, connectionId, onClose }: DeleteSiteDialogProps) {
  const { t } = useLinguiMacro();
  return (
    <Dialog.Root open role="alertdialog" placement="center" size="lg" onOpenChange={({ open }) => (open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delete-site-dialog">
            <Dialog.Header>
              <Dialog.Title>{t`Delete the site ${site.name}?`}</Dialog.Title>
            </Dialog.Header>
            <Suspense fallback={<Spinner m="6" />}>
              <DeleteSiteBody site={site} connectionId={connectionId} onClose={onClose} />
            </Suspense>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Names({ names, more }: { names: readonly string[]; more: number }) {
  const { t } = useLinguiMacro();
  return (
    <List.Root ps="5" gap="0.5">
      {names.map((name, i) => (
        <List.Item key={`${name}-${i}`}>{name}</List.Item>
      ))}
      {more > 0 ? <List.Item color="fg.muted">{t`and ${more} more`}</List.Item> : null}
    </List.Root>
  );
}

function DeleteSiteBody({ site, connectionId, onClose }: DeleteSiteDialogProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const movesDevices = useUpstreamCapability('DEVICE_SITES');
  const data = useLazyLoadQuery<DeleteSiteDialogQuery>(
    graphql`
      query DeleteSiteDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Site {
            ecpCount
            deviceCount
            ecps(first: 8) {
              edges {
                node {
                  fullName
                }
              }
            }
            devices(first: 8) {
              edges {
                node {
                  serialNumber
                }
              }
            }
          }
        }
        adminConsole {
          # Devices move only to an active site.
          sites(first: 100, filters: [{ column: PENDING, values: ["false"] }]) {
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
    { id: site.id },
    { fetchPolicy: 'network-only' },
  );
  const details = data.node;
  const ecpNames = details?.ecps?.edges.map((edge) => edge.node.fullName) ?? [];
  const deviceNames = details?.devices?.edges.map((edge) => edge.node.serialNumber) ?? [];
  const ecpCount = details?.ecpCount ?? 0;
  const deviceCount = details?.deviceCount ?? 0;
  const siteOptions = useMemo(
    () =>
      (data.adminConsole?.sites?.edges ?? [])
        .map((edge) => edge.node)
        .filter((other) => other.id !== site.id)
        .sort((a, b) => a.name.localeCompare(b.name, i18n.locale)),
    [data, site.id, i18n.locale],
  );
  const [action, setAction] = useState<SiteDevicesAction | ''>('');
  const [toSiteId, setToSiteId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteSite, inFlight] = useDeleteSiteMutation();
  const blocked = deviceCount > 0 && !movesDevices;

  const confirm = async () => {
    if (deviceCount > 0 && !action) return setProblem(t`Choose what becomes of the site's devices.`);
    if (action === 'MOVE' && !toSiteId) return setProblem(t`Choose the site the devices move to.`);
    const devices = deviceCount > 0 && action ? { action, toSiteId: action === 'MOVE' ? toSiteId : null } : null;
    // GraphQL errors are shown by the error modal; payload errors (with why) here.
    const errors = await deleteSite(site.id, connectionId, devices).catch(() => null);
    if (errors === null) return;
    reportPayloadErrors(errors);
    onClose();
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Stack gap="1" data-testid="delete-site-ecps">
            <Text fontWeight="medium">
              {ecpCount > 0
                ? plural(ecpCount, {
                    one: '# eye care professional is deleted with it:',
                    other: '# eye care professionals are deleted with it:',
                  })
                : t`No eye care professional works at this site.`}
            </Text>
            {ecpCount > 0 ? <Names names={ecpNames} more={ecpCount - ecpNames.length} /> : null}
          </Stack>
          <Stack gap="1" data-testid="delete-site-devices">
            <Text fontWeight="medium">
              {deviceCount > 0
                ? plural(deviceCount, { one: '# device is at this site:', other: '# devices are at this site:' })
                : t`No device is at this site.`}
            </Text>
            {deviceCount > 0 ? <Names names={deviceNames} more={deviceCount - deviceNames.length} /> : null}
          </Stack>
          {blocked ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t`Your clinic's backend cannot move devices, so this site cannot be deleted while it has devices.`}</Alert.Title>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {deviceCount > 0 && movesDevices ? (
            <RadioCard.Root
              value={action || null}
              onValueChange={({ value }) => {
                setAction((value ?? '') as SiteDevicesAction | '');
                setProblem(null);
              }}
              size="sm"
            >
              <RadioCard.Label>{t`What becomes of the devices?`}</RadioCard.Label>
              <Stack gap="2">
                <RadioCard.Item value="MOVE">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t`Move them to another site`}</RadioCard.ItemText>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
                {action === 'MOVE' ? (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      aria-label={t`Site the devices move to`}
                      placeholder={t`Choose a site`}
                      value={toSiteId}
                      onChange={(event) => {
                        setToSiteId(event.currentTarget.value);
                        setProblem(null);
                      }}
                    >
                      {siteOptions.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : null}
                <RadioCard.Item value="UNASSIGN">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t`Leave them without a site`}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>{t`They stay in the Devices tab as "No site", to assign later.`}</RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              </Stack>
            </RadioCard.Root>
          ) : null}
          {problem ? (
            <Text color="fg.error" role="alert">
              {problem}
            </Text>
          ) : null}
          <Text color="fg.muted">{t`This cannot be undone.`}</Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" minW="24" onClick={onClose} disabled={inFlight}>
          {t`Cancel`}
        </Button>
        <Button minW="24" colorPalette="red" onClick={() => void confirm()} loading={inFlight} disabled={blocked}>
          {t`Delete site`}
        </Button>
      </Dialog.Footer>
    </>
  );
}
