import { Outlet, ScrollRestoration } from 'react-router';
import { QueryReferenceJanitor } from './routeQuery';

export function RootLayout() {
  return (
    <>
      <QueryReferenceJanitor />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
