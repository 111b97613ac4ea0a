import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './App';
import { routes } from './routes';
import { storedLanguage } from './i18n/language';
import { prepareFirstDraw } from './routing/restOfApp';
import { setSessionEndedHandler } from './session/sessionEvents';
import { rememberReturnTo } from './session/returnTo';
import { AUTH_PATHS } from './features/auth/authSteps';
import { cancelConfirmations } from './components/confirm/confirmation';

const router = createBrowserRouter(routes);

// §4: a session the server no longer knows (expired, 'no such user') ends here too:
// forget its data and go to /login, remembering the page.
setSessionEndedHandler(() => {
  const { pathname, search } = router.state.location;
  rememberReturnTo(pathname + search);
  // A question asked in the ended session must not be answered in the next one.
  cancelConfirmations();
  // Relay's store goes too; Relay is not in the first bundle, its module is imported here.
  void import('./relay/environment')
    .then(({ resetRelayEnvironment }) => resetRelayEnvironment())
    .catch(() => undefined)
    .then(() => router.navigate(AUTH_PATHS.login, { replace: true }));
});

async function start() {
  await prepareFirstDraw(storedLanguage(), window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
