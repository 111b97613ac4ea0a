// The Relay store of the routes below it. /login and the other screens without a query
// stay above it and load no Relay; it arrives with the first route that needs it (a lazy route of
// its own), e.g. the dashboard after sign-in.
import { Outlet } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { useCurrentRelayEnvironment } from '../relay/environment';

export function RelayLayout() {
  const environment = useCurrentRelayEnvironment();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
