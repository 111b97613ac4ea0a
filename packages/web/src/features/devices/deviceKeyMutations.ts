// The device key writes: register a device (its key in the payload, once), rotate its
// key (a new one, once) and revoke it. Payload errors go to the screen; the header counters follow
// a registration (the fleet grew).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  RegisterDeviceInput,
  deviceKeyMutationsRegisterMutation as RegisterMutation,
} from '../../__generated__/deviceKeyMutationsRegisterMutation.graphql';
import type { deviceKeyMutationsRotateMutation as RotateMutation } from '../../__generated__/deviceKeyMutationsRotateMutation.graphql';
import type { deviceKeyMutationsRevokeMutation as RevokeMutation } from '../../__generated__/deviceKeyMutationsRevokeMutation.graphql';
import { useConsoleMutation } from '../../relay/usePromiseMutation';

const registerMutation = graphql`
  mutation deviceKeyMutationsRegisterMutation($input: RegisterDeviceInput!) {
    registerDevice(input: $input) {
      key
      device {
        id
        serialNumber
        keyPrefix
      }
      fleetCounters {
        total
        needingUpdate
        withErrors
        offline
      }
      # The Devices tab's badge follows the header's total.
      viewer {
        id
        counts {
          devices
        }
      }
      errors {
        __typename
        ...payloadErrors_userError
      }
    }
  }
`;

const rotateMutation = graphql`
  mutation deviceKeyMutationsRotateMutation($input: RotateDeviceKeyInput!) {
    rotateDeviceKey(input: $input) {
      key
      device {
        id
        keyPrefix
        keyIssuedAt
        keyRevokedAt
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation deviceKeyMutationsRevokeMutation($input: RevokeDeviceKeyInput!) {
    revokeDeviceKey(input: $input) {
      device {
        id
        keyPrefix
        keyIssuedAt
        keyRevokedAt
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

const COUNTERS = ['total', 'needingUpdate', 'withErrors', 'offline'] as const;

// The header counters are not a Node: the payload's fresh ones are copied onto the console's.
function copyCounters(store: RecordSourceSelectorProxy) {
  const fresh = store.getRootField('registerDevice')?.getLinkedRecord('fleetCounters');
  const shown = store.getRoot().getLinkedRecord('adminConsole')?.getLinkedRecord('fleetCounters');
  if (!fresh || !shown) return;
  for (const field of COUNTERS) shown.setValue(fresh.getValue(field), field);
}

export function useRegisterDeviceMutation() {
  const [run, inFlight] = useConsoleMutation<RegisterMutation>(registerMutation, copyCounters);
  const register = useCallback(async (input: RegisterDeviceInput) => (await run({ input })).registerDevice, [run]);
  return [register, inFlight] as const;
}

export function useRotateDeviceKeyMutation() {
  const [run, inFlight] = useConsoleMutation<RotateMutation>(rotateMutation);
  const rotate = useCallback(async (id: string) => (await run({ input: { id } })).rotateDeviceKey, [run]);
  return [rotate, inFlight] as const;
}

export function useRevokeDeviceKeyMutation() {
  const [run, inFlight] = useConsoleMutation<RevokeMutation>(revokeMutation);
  const revoke = useCallback(async (id: string) => (await run({ input: { id } })).revokeDeviceKey, [run]);
  return [revoke, inFlight] as const;
}
