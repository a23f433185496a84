import { lazy, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { ROUTES, routeOf, type PageName, type RoutePath } from '../firstLoad/rule';
import { loadOnce } from '../lib/loadOnce';
import { providePageLoaders } from './preload';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/** Each page's module, by the name the first-load rule's ROUTES give it: each page is its own chunk. */
const PAGES: Readonly<Record<PageName, Loader>> = {
  HomePage: () => import('../pages/HomePage'),
  BoxesPage: () => import('../pages/BoxesPage'),
  FreeBoxesPage: () => import('../pages/FreeBoxesPage'),
  DashboardPage: () => import('../pages/DashboardPage'),
  AccountPage: () => import('../pages/AccountPage'),
  VerifyEmailPage: () => import('../pages/VerifyEmailPage'),
  ResetPasswordPage: () => import('../pages/ResetPasswordPage'),
  WinnersPage: () => import('../pages/WinnersPage'),
  ReviewsPage: () => import('../pages/ReviewsPage'),
  LeaderboardPage: () => import('../pages/LeaderboardPage'),
  BattlesPage: () => import('../pages/BattlesPage'),
  BattlePage: () => import('../pages/BattlePage'),
  SupportPage: () => import('../pages/SupportPage'),
  DemoPage: () => import('../pages/DemoPage'),
  AdminPage: () => import('../pages/AdminPage'),
  AdminLoginPage: () => import('../pages/AdminLoginPage'),
  FaqPage: () => import('../pages/FaqPage'),
  TermsPage: () => import('../pages/TermsPage'),
  PrivacyPage: () => import('../pages/PrivacyPage'),
  AffiliatesPage: () => import('../pages/AffiliatesPage'),
  AffiliateDashboardPage: () => import('../pages/AffiliateDashboardPage'),
  CheckoutPage: () => import('../pages/CheckoutPage'),
  FairnessPage: () => import('../pages/FairnessPage'),
  SimulatorPage: () => import('../pages/SimulatorPage'),
};

/** The routes below a `nested` route of the rule: the admin console's sections. */
const CHILDREN: Partial<Record<RoutePath, RouteObject[]>> = { '/admin': adminRoutes };

/**
 * Every route of the shop, from the first-load rule's ROUTES (firstLoad/rule.ts), in its order: each page loaded on
 * first visit, before the first render when the visit starts on it (`loadPageOf`), or earlier when a link to it is
 * hovered or focused (`preloadRoute`, router/preload.ts).
 */
export const PAGE_ROUTES: readonly { path: RoutePath; load: Loader; children?: RouteObject[] }[] = (Object.keys(ROUTES) as RoutePath[]).map(
  (path) => {
    const children = CHILDREN[path];
    return { path, load: PAGES[ROUTES[path].page], ...(children ? { children } : {}) };
  },
);

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

const pages = new Map<string, { Page: ComponentType; load: Loader }>(PAGE_ROUTES.map((r) => [r.path, pageComponent(r.load)]));

/** The component for a path of PAGE_ROUTES. */
export function pageFor(path: string): ComponentType {
  const page = pages.get(path);
  if (!page) throw new Error(`No page for ${path}`);
  return page.Page;
}

providePageLoaders(new Map([...pages].map(([path, page]) => [path, page.load])));

/**
 * Loads the code of the page `pathname` shows (its route in the first-load rule; nothing for an unknown path). The
 * entry waits for it before the first render, so the first paint is the page itself rather than the shell with a
 * loader (docs/first-load.md).
 */
export function loadPageOf(pathname: string): Promise<unknown> {
  const route = routeOf(pathname);
  return route
    ? pages
        .get(route.path)!
        .load()
        .catch(() => undefined)
    : Promise.resolve();
}
