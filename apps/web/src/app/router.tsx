import type { ComponentType } from 'react';
import {
  createHashRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  type RouteObject,
} from 'react-router';

import { DelayedLoading, RouteProgress } from '../components/ui/delayed-loading';
import { paths } from '../config/paths';
import { bindNavigator } from '../lib/navigation';
import { loadWithTimeout } from './lazy-page';
import { loadAllMessages } from '../lib/i18n';
import { RequireAuth } from './require-auth';
import { NotFoundView, RouteError } from './route-error';
import { ROUTES, TAB_PATHS, type RouteEntry } from './routes';
import { AppTabBar } from './tab-bar';
import { OfflineBannerSlot } from '../features/offline/components/offline-banner-slot';

const tabPaths = new Set<string>(TAB_PATHS);

// The demo banner and the site config read behind it load beside the first page, not in the
// entry; the first screen waits for both (the root loader), so the banner is in its first frame.
let DemoFrame: ComponentType | null = null;
const demoFrameLoaded = import('./demo-frame').then(
  (module) => {
    DemoFrame = module.DemoFrame;
    return null;
  },
  // Without its chunk the screens still work; only the banner is missing.
  () => null,
);

/**
 * Frame around every page: the demo banner while the market is simulated, the 200 ms fade, the
 * delayed progress bar and, on tabs, the tab bar.
 */
function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  // A tab with `?symbol=` (the market tab's pair detail) is a full-screen view without the bar.
  const isTab = tabPaths.has(location.pathname) && !location.search.includes('symbol=');
  return (
    <div className={`app${isTab ? ' app--tabbed' : ''}`}>
      {/* Outside the fading route, so it stays put from screen to screen. */}
      {DemoFrame ? <DemoFrame /> : null}
      <RouteProgress active={navigation.state === 'loading'} />
      <div key={location.pathname} className="route-fade">
        <Outlet />
      </div>
      {isTab ? <AppTabBar activePath={location.pathname} /> : null}
      <OfflineBannerSlot tabbed={isTab} />
      <ScrollRestoration getKey={(loc) => loc.pathname} />
    </div>
  );
}

function InitialLoading() {
  return <DelayedLoading fullscreen />;
}

async function loadPage(entry: RouteEntry): Promise<ComponentType> {
  const [Page] = await Promise.all([
    loadWithTimeout(entry.load),
    entry.startMessages ? undefined : loadWithTimeout(loadAllMessages),
  ]);
  if (!entry.auth) return Page;
  return function ProtectedPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };
}

/** The loader only starts the page's reads: it never delays or fails the navigation. */
function startPrefetch(entry: RouteEntry): null {
  void entry.prefetch?.().catch(() => undefined);
  return null;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      loader: () => demoFrameLoaded,
      HydrateFallback: InitialLoading,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to={paths.home} replace /> },
        ...ROUTES.map((entry): RouteObject => ({
          path: entry.path,
          errorElement: <RouteError />,
          lazy: async () => ({ Component: await loadPage(entry) }),
          loader: entry.prefetch ? () => startPrefetch(entry) : undefined,
        })),
        { path: '*', Component: () => <NotFoundView /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createHashRouter(buildRoutes());
  bindNavigator(router, TAB_PATHS);
  return router;
}
