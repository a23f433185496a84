import { lazy, useState, type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { loadOnce } from '../lib/loadOnce';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

const adminLogin: Loader = () => import('../pages/AdminLoginPage');

/**
 * Every route of the shop. Each page is its own chunk,
 * loaded on first visit, or earlier when a link to it is hovered or focused (`preloadRoute`).
 */
export const PAGE_ROUTES: readonly { path: string; load: Loader; children?: RouteObject[] }[] = [
  { path: '/', load: () => import('../pages/HomePage') },
  { path: '/boxes', load: () => import('../pages/BoxesPage') },
  { path: '/free-boxes', load: () => import('../pages/FreeBoxesPage') },
  { path: '/dashboard', load: () => import('../pages/DashboardPage') },
  // Account settings and the landing page of verification mail links.
  { path: '/account', load: () => import('../pages/AccountPage') },
  { path: '/verify-email', load: () => import('../pages/VerifyEmailPage') },
  // The landing page of password reset mail links (features/passwordReset).
  { path: '/reset-password', load: () => import('../pages/ResetPasswordPage') },
  { path: '/winners', load: () => import('../pages/WinnersPage') },
  { path: '/reviews', load: () => import('../pages/ReviewsPage') },
  { path: '/leaderboard', load: () => import('../pages/LeaderboardPage') },
  { path: '/battles', load: () => import('../pages/BattlesPage') },
  { path: '/battles/:id', load: () => import('../pages/BattlePage') },
  { path: '/support', load: () => import('../pages/SupportPage') },
  { path: '/demo', load: () => import('../pages/DemoPage') },
  // The admin console: its sections are nested routes (`/admin/<section>`, features/admin/sections.ts).
  { path: '/admin', load: () => import('../pages/AdminPage'), children: adminRoutes },
  // One real admin login; /test-admin is served by the backend and works without JavaScript.
  { path: '/admin-login', load: adminLogin },
  { path: '/admin-login-clean', load: adminLogin },
  { path: '/admin-login-fix', load: adminLogin },
  { path: '/admin-login-standalone', load: adminLogin },
  { path: '/faq', load: () => import('../pages/FaqPage') },
  { path: '/terms', load: () => import('../pages/TermsPage') },
  { path: '/privacy', load: () => import('../pages/PrivacyPage') },
  { path: '/affiliates', load: () => import('../pages/AffiliatesPage') },
  { path: '/affiliate-dashboard', load: () => import('../pages/AffiliateDashboardPage') },
  { path: '/checkout', load: () => import('../pages/CheckoutPage') },
  { path: '/fairness', load: () => import('../pages/FairnessPage') },
  { path: '/simulator', load: () => import('../pages/SimulatorPage') },
];

export const loadNotFound: Loader = () => import('../pages/NotFound');

/**
 * A page's component: the module itself once its code has loaded (a page whose code the entry waited for renders in
 * the first commit, with no loader shown in between), a lazy component until then. Which one an instance renders is
 * fixed when it mounts, so a page never remounts when its code arrives.
 */
function pageComponent(load: Loader): { Page: ComponentType; load: Loader } {
  const code = loadOnce(load);
  const Lazy = lazy(() => code.load());
  function Page() {
    const [Component] = useState<ComponentType>(() => code.loaded()?.default ?? Lazy);
    return <Component />;
  }
  return { Page, load: () => code.load() };
}

const pages = new Map(PAGE_ROUTES.map((r) => [r.path, pageComponent(r.load)]));

/** The component for a path of PAGE_ROUTES. */
export function pageFor(path: string): ComponentType {
  const page = pages.get(path);
  if (!page) throw new Error(`No page for ${path}`);
  return page.Page;
}

/** Starts loading a page's code ahead of navigation (harmless if already loaded or unknown). */
export function preloadRoute(path: string): void {
  void pages
    .get(path)
    ?.load()
    .catch(() => undefined);
}

/**
 * Loads the code of the page `pathname` shows (its route's pattern matched; nothing for an unknown path). The entry
 * waits for it before the first render, so the first paint is the page itself rather than the shell with a loader
 * (docs/performance.md).
 */
export function loadPageOf(pathname: string): Promise<unknown> {
  const route = PAGE_ROUTES.find(({ path, children }) => matchPath({ path, end: !children }, pathname) !== null);
  return route
    ? pages
        .get(route.path)!
        .load()
        .catch(() => undefined)
    : Promise.resolve();
}
