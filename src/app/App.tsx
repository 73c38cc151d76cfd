import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Redirect,
  Route,
  Router,
  Switch,
  matchRoute,
  useLocation,
  useRouter,
  type BaseLocationHook,
  type BaseSearchHook,
} from 'wouter';
import { ErrorBoundary } from '../features/common/components/ErrorBoundary.tsx';
import { AppToaster } from '../lib/toast.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { SlicedFirstRender } from './sliced-first-render.tsx';
import { CurrentRouteContext } from '../session/current-route.ts';
import {
  ServicesProvider,
  useActorSelector,
  useNarrow,
  useServices,
  useSession,
} from '../session/context.tsx';
import { useEffectsSink } from './notifications.ts';
import { forgetReturnTo, rememberReturnTo } from '../session/return-to.ts';
import { removeLoginShell } from '../session/login-shell.ts';
import { afterFirstContent } from '../session/first-content.ts';
import { FETCH_AHEAD_IDLE_TIMEOUT_MS, FETCH_AHEAD_NO_IDLE_MS } from '../../machines/common/timing.ts';
import {
  layoutModule,
  queryProviderModule,
  SCREENS_FETCHED_AHEAD,
  screenModule,
  ticketsRouteModule,
} from './preloads.ts';
import { WhenCodeIn, type CodeWait } from './code-in.tsx';
import { catalogueLanguage, catalogueSettled, loadCatalogue } from '../lib/i18n/index.ts';
import { activeRoutes, type RouteDef } from './routes.ts';
import type { AppServices } from '../session/services.ts';
import { isTicketsPath, startWorkspaceOnSignIn } from './workspace-ahead.ts';

// The layout (drawer, top bar, menus, connection list) loads with the first private screen, so /login stays small.
const NotFound = lazy(() =>
  import('../features/common/components/NotFound.tsx').then((m) => ({ default: m.NotFound })),
);
const AppLayoutScreen = lazy(() => layoutModule.forLazy((m) => ({ default: m.AppLayoutScreen })));
// The resource cache's provider (react-query) is not on /login either; the layout is asked for at the same time, so
// the two chunks load in parallel rather than one after the other.
const QueryProvider = lazy(() => {
  void layoutModule.start();
  return queryProviderModule.forLazy((m) => m);
});

export interface AppProps {
  services: AppServices;
  /** A location other than the browser's (Storybook uses wouter's memory location). */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
}

/** The app's toaster, placed for the screen's width. */
function Toaster() {
  return <AppToaster narrow={useNarrow()} />;
}

export function App({ services, location }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>
        <Router
          {...(location
            ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) }
            : {})}
        >
          <Toaster />
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </Router>
      </I18nextProvider>
    </ServicesProvider>
  );
}

function AppRoutes() {
  const services = useServices();
  useEffectsSink();
  const [location] = useLocation();
  // The prerendered login form of login.html belongs to /login only: a signed-in user sent on from there loses it.
  useLayoutEffect(() => {
    if (location !== '/login') removeLoginShell();
  }, [location]);
  // The session starts the ticket workspace itself at sign-in when the page will show /tickets, so its first lists
  // are asked in the task that receives the login answer (src/app/workspace-ahead.ts).
  const path = useRef(location);
  useLayoutEffect(() => {
    path.current = location;
  }, [location]);
  useLayoutEffect(() => startWorkspaceOnSignIn(services, () => path.current), [services]);
  const { parser } = useRouter();
  const { user } = useSession();
  // The cshow flag is (re)written at login, so the route table follows the signed-in user.
  const userId = user?.id ?? null;
  const routes = useMemo(() => activeRoutes(services.storage, userId), [services.storage, userId]);
  const matches = (r: RouteDef) => matchRoute(parser, r.path, location)[0];

  const publicRoute = routes.find((r) => r.access === 'public-only' && matches(r));
  if (publicRoute) {
    return (
      <PublicOnly>
        <Screen def={publicRoute} />
      </PublicOnly>
    );
  }
  const privateRoutes = routes.filter((r) => r.access === 'private');
  if (!privateRoutes.some(matches)) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <NotFound />
      </Suspense>
    );
  }

  // One layout for every private route, so the drawer and the socket-fed badges survive navigation.
  return (
    <Private>
      <FetchAhead />
      <Suspense fallback={<LoadingScreen />}>
        <QueryProvider>
          <AppLayoutScreen>
            <Switch>
              {privateRoutes.map((r) => (
                <Route key={r.path} path={r.path}>
                  <Screen def={r} />
                </Route>
              ))}
            </Switch>
          </AppLayoutScreen>
        </QueryProvider>
      </Suspense>
    </Private>
  );
}

/**
 * Once the signed-in page's own content is in and the browser idles, the drawer's first screen (the dashboard) is
 * fetched: navigating there then renders its frame at once, without a fallback.
 */
function FetchAhead() {
  useEffect(() => {
    let cancelled = false;
    void afterFirstContent().then(() => {
      const run = () => {
        if (cancelled) return;
        for (const name of SCREENS_FETCHED_AHEAD) void screenModule(name).start();
      };
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(run, { timeout: FETCH_AHEAD_IDLE_TIMEOUT_MS });
      else setTimeout(run, FETCH_AHEAD_NO_IDLE_MS);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}

function Screen({ def }: { def: RouteDef }) {
  const Component = def.screen;
  return (
    <CurrentRouteContext.Provider value={def}>
      <Suspense fallback={<LoadingScreen />}>
        <Component />
      </Suspense>
    </CurrentRouteContext.Provider>
  );
}

/**
 * S1 §2.1: visitors go to /login and the origin is remembered; a loading indicator while auth loads. A session
 * that ended by a 401 is such a visitor (they sign in again and come back); one ended because the account was
 * signed in elsewhere (S1 §4.1) is not: that page belonged to a session someone else took over.
 */
function Private({ children }: { children: ReactNode }) {
  const { session, i18n, answersGate } = useServices();
  const { status } = useSession();
  const forcedOut = useActorSelector(session, (s) => s.matches('forcedOut'));
  const [location] = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'signedIn') {
    if (forcedOut) forgetReturnTo();
    else rememberReturnTo(location + window.location.search);
    return <Redirect to="/login" replace />;
  }
  return (
    <WhenCodeIn waits={signedInWaits(i18n, location)}>
      <SlicedFirstRender gate={answersGate}>{children}</SlicedFirstRender>
    </WhenCodeIn>
  );
}

const moduleWait =
  (module: { peek: () => unknown; start: () => Promise<unknown> }): CodeWait =>
  () =>
    module.peek() === undefined ? module.start() : null;

/**
 * What the signed-in page's first render reads without suspending: the layout, the resource cache's provider, the
 * catalogue and, on /tickets, its route. Fetched ahead (./prefetch.ts), they are in at sign-in; on a reload they
 * may still be coming.
 */
function signedInWaits(i18n: AppServices['i18n'], path: string): CodeWait[] {
  const language = catalogueLanguage(i18n);
  return [
    moduleWait(layoutModule),
    moduleWait(queryProviderModule),
    ...(isTicketsPath(path) ? [moduleWait(ticketsRouteModule)] : []),
    () => (catalogueSettled(i18n, language) ? null : loadCatalogue(i18n, language)),
  ];
}

/** S1 §2.1: a signed-in user who opens login, signup or company creation goes to /. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signedIn') return <Redirect to="/" replace />;
  return <>{children}</>;
}
