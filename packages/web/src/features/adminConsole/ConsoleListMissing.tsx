// A console table whose list could not be read (the backend failed or refused that list): said in
// the table's place, with a way to read it again, instead of a blank tab. The error dialog has said
// why (§8); this says what is missing, and the counters and toolbar around it stay.
import { useTransition } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MissingDataAlert } from '../../components/feedback/MissingDataAlert';

type NetworkRefetch = (variables: object, options: { fetchPolicy: 'network-only' }) => unknown;

export function ConsoleListMissing({ refetch }: { refetch: NetworkRefetch }) {
  const { t } = useLingui();
  const [retrying, startRetry] = useTransition();
  return (
    <MissingDataAlert
      description={t`This list could not be loaded. Please try again.`}
      retrying={retrying}
      onRetry={() => startRetry(() => void refetch({}, { fetchPolicy: 'network-only' }))}
    />
  );
}
