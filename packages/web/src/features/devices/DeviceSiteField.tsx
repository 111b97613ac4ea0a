// A device's site in its info panel: the site's name, or "No site" (a device whose site was deleted
// with its devices left unassigned, or never given one). A platform admin changes it here, to an
// active site or to none (setDeviceSite); a clinic's backend without DEVICE_SITES cannot, and a
// site admin only reads it. The site choices are read when the change is opened.
import { Suspense, useMemo, useState } from 'react';
import { Button, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DeviceSiteFieldSitesQuery } from '../../__generated__/DeviceSiteFieldSitesQuery.graphql';
import type { DeviceSiteFieldMutation } from '../../__generated__/DeviceSiteFieldMutation.graphql';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { useConsoleMutation } from '../../relay/usePromiseMutation';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';
import { useConsoleArea } from '../adminConsole/consoleArea';

const mutation = graphql`
  mutation DeviceSiteFieldMutation($input: SetDeviceSiteInput!) {
    setDeviceSite(input: $input) {
      device {
        id
        siteName
        site {
          id
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

/** The site's name, or a clear "No site" (never a blank). */
export function DeviceSiteName({ siteName }: { siteName: string | null | undefined }) {
  const { t } = useLinguiMacro();
  return siteName ? (
    <>{siteName}</>
  ) : (
    <Text as="span" color="fg.muted" fontStyle="italic" data-testid="no-site">
      {t`No site`}
    </Text>
  );
}

export function DeviceSiteField({ deviceId, siteName }: { deviceId: string; siteName: string | null | undefined }) {
  const { t } = useLinguiMacro();
  const [editing, setEditing] = useState(false);
  const offered = useUpstreamCapability('DEVICE_SITES');
  const area = useConsoleArea();
  const changes = offered && area === 'platform';
  return (
    <Stack gap="2" align="flex-start">
      <HStack gap="3">
        <DeviceSiteName siteName={siteName} />
        {changes && !editing ? (
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            {siteName ? t`Change site` : t`Assign a site`}
          </Button>
        ) : null}
      </HStack>
      {editing ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <SiteChoice deviceId={deviceId} onDone={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function SiteChoice({ deviceId, onDone }: { deviceId: string; onDone: () => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const data = useLazyLoadQuery<DeviceSiteFieldSitesQuery>(
    graphql`
      query DeviceSiteFieldSitesQuery {
        adminConsole {
          # A device moves only to an active site.
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
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const options = useMemo(
    () => (data.adminConsole?.sites?.edges ?? []).map((edge) => edge.node).sort((a, b) => a.name.localeCompare(b.name, i18n.locale)),
    [data, i18n.locale],
  );
  const [choice, setChoice] = useState('');
  const [run, inFlight] = useConsoleMutation<DeviceSiteFieldMutation>(mutation);
  const save = async () => {
    const answer = await run({ input: { deviceId, siteId: choice === NONE ? null : choice } }).catch(() => null);
    if (answer && reportPayloadErrors(answer.setDeviceSite.errors)) onDone();
  };
  return (
    <HStack gap="2" flexWrap="wrap">
      <NativeSelect.Root size="sm" width="64">
        <NativeSelect.Field
          aria-label={t`Site of the device`}
          placeholder={t`Choose a site`}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
          <option value={NONE}>{t`No site`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" onClick={() => void save()} disabled={!choice} loading={inFlight}>
        {t`Save`}
      </Button>
      <Button size="sm" variant="outline" onClick={onDone} disabled={inFlight}>
        {t`Cancel`}
      </Button>
    </HStack>
  );
}

/** The select's value for "no site" (a site's value is its global ID). */
const NONE = 'none';
