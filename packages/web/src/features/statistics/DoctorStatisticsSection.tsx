// The doctor dashboard's site statistics (§2), read by a query of their own once the patient list
// has been drawn. They sit below the list: in the list's query, their three REST reads of the
// site's results came before its answer and their cards were drawn before its first paint.
// A failure here keeps the list: the error modal says why (§8), this section what is
// missing, with a way to try again.
import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { DoctorStatisticsSectionQuery } from '../../__generated__/DoctorStatisticsSectionQuery.graphql';
import { MissingDataAlert } from '../../components/feedback/MissingDataAlert';
import { DoctorStatistics } from './DoctorStatistics';

const doctorStatisticsQuery = graphql`
  query DoctorStatisticsSectionQuery {
    doctorWorkspace {
      statistics {
        ...DoctorStatistics_statistics
      }
    }
  }
`;

export function DoctorStatisticsSection() {
  // Asked for after the list's first commit (an effect), so the request leaves once the first rows
  // are drawn; on a return to the tab, at once when the store holds them (no placeholder flash).
  // A retry after a failure asks the server again (a new fetch key).
  const environment = useRelayEnvironment();
  const [asked, setAsked] = useState(
    () => environment.check(createOperationDescriptor(getRequest(doctorStatisticsQuery), {})).status === 'available',
  );
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => setAsked(true), []);

  return (
    <StatisticsFailed onRetry={() => setFetchKey((key) => key + 1)}>
      <Suspense fallback={<StatisticsLoading />}>{asked ? <LoadedStatistics fetchKey={fetchKey} /> : <StatisticsLoading />}</Suspense>
    </StatisticsFailed>
  );
}

function LoadedStatistics({ fetchKey }: { fetchKey: number }) {
  // A return to the tab draws what the store holds and refreshes it.
  const data = useLazyLoadQuery<DoctorStatisticsSectionQuery>(
    doctorStatisticsQuery,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  const statistics = data.doctorWorkspace?.statistics;
  // A partial answer without them: the error modal has said why.
  return statistics ? <DoctorStatistics statistics={statistics} /> : null;
}

/** The section's heading over what stands for its cards while they are missing. */
function StatisticsShell({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" aria-busy={busy || undefined}>
      <Heading as="h2" size="md">
        {t`Site statistics`}
      </Heading>
      {children}
    </Stack>
  );
}

/** A quiet placeholder of the cards' height, while they are read. */
function StatisticsLoading() {
  return (
    <StatisticsShell busy>
      <Skeleton height="20" maxW="xs" rounded="l2" />
      <Skeleton height="72" rounded="l2" />
    </StatisticsShell>
  );
}

function StatisticsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <StatisticsShell>
      <MissingDataAlert description={t`The site statistics could not be loaded. Please try again later.`} onRetry={onRetry} />
    </StatisticsShell>
  );
}

interface StatisticsFailedProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches the statistics query's failure (already reported) so that the rest of the tab stays. */
class StatisticsFailed extends Component<StatisticsFailedProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <StatisticsError onRetry={this.retry} /> : this.props.children;
  }
}
