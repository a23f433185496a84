import type { Namespace } from '../i18n/namespaces';

/**
 * The first-load rule: what a visit loads before its first render, and when everything else loads. One place says
 * it, and the code follows it: the deferred work runs when `whenDue` (schedule.ts) says its unit's stage has come,
 * the route table, the entry and the build's preload map read ROUTES, and every production build is held to the
 * rule (frontend/build/firstLoadCheck.ts): a module or library of a later stage found in the entry's static graph,
 * code loaded with import() that no stage names, or a name here that the build does not have, fails the build with
 * the rule's words. docs/first-load.md says why each stage exists and how to add a page or a widget.
 */

/** The stages of a visit's load, in order. */
export const STAGES = {
  entry:
    'the static import graph of src/main.tsx (the shell): evaluated before anything renders; holds everything this rule names no later stage for',
  route: "the current route's page, texts and data (ROUTES): fetched beside the entry, and the first render waits for them",
  nextPaint: 'right after the frame that shows a render: requests that render starts',
  firstPageShown:
    'once the first page has shown its content and its reads settled, at idle moments, one unit at a time in the order of UNITS',
  firstInteraction: "at the visitor's first activity on the page (a pointer moving or pressed, a touch, a key, the wheel)",
  onDemand: 'when the code that needs it first renders or opens; nothing fetches it ahead',
} as const;

export type Stage = keyof typeof STAGES;

/**
 * When each deferred unit loads (its stage); within `firstPageShown`, in the order they run. The app reads this table
 * (schedule.ts); what each unit holds is UNIT_CODE's.
 */
export const UNITS = {
  currencyRates: 'nextPaint',
  feedSnapshots: 'nextPaint',
  realtime: 'firstPageShown',
  texts: 'firstPageShown',
  widgets: 'firstPageShown',
  boxDialogs: 'firstInteraction',
  authDialog: 'onDemand',
  demo: 'onDemand',
  paymentForms: 'onDemand',
  confetti: 'onDemand',
  motionFeatures: 'onDemand',
  adminSections: 'onDemand',
} as const satisfies Record<string, Exclude<Stage, 'entry' | 'route'>>;

export type UnitName = keyof typeof UNITS;

/** The units some code schedules with `whenDue`: every stage but `onDemand`, where the code that needs it loads it. */
export type ScheduledUnit = { [K in UnitName]: (typeof UNITS)[K] extends 'onDemand' ? never : K }[UnitName];

/**
 * What one deferred unit is. `modules` are what the entry's static graph must never hold: source files relative to
 * frontend/ (`*` matches within one path segment) and libraries (npm package names).
 */
export interface UnitCode {
  what: string;
  modules: readonly string[];
}

/**
 * What each unit holds. Read by the build's check only (frontend/build/firstLoadCheck.ts), so none of it is shipped:
 * a table the app reads is bundled whole.
 */
export const UNIT_CODE: Readonly<Record<UnitName, UnitCode>> = {
  currencyRates: { what: 'the currency rates request (App)', modules: [] },
  feedSnapshots: { what: "a live feed's snapshot read while the socket is not up yet (useFeed)", modules: [] },
  realtime: {
    what: 'the realtime layer in steps (realtime/load.ts): zod with the schemas, socket.io-client, the socket, each domain handler',
    modules: ['src/realtime/lazySchemas.ts', 'src/realtime/start.ts', 'src/realtime/handlers/*.ts', 'zod', 'socket.io-client'],
  },
  texts: { what: 'the namespaces the first page did not need, four at a time (loadRemainingNamespaces)', modules: [] },
  widgets: {
    what: "deferred() widgets: the shell's pickers, menus, support popover and toaster, tooltips, a page's DeferredSelect",
    modules: [
      'src/components/layout/LanguagePicker.tsx',
      'src/components/layout/CurrencyPicker.tsx',
      'src/components/layout/UserMenu.tsx',
      'src/components/layout/MobileMenu.tsx',
      'src/components/layout/SupportWidget.tsx',
      'src/components/ui/toast.tsx',
      'src/components/ui/tooltip-impl.tsx',
      'src/components/ui/select.tsx',
      '@radix-ui/react-select',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-dialog',
      '@radix-ui/react-popover',
      '@radix-ui/react-toast',
      '@radix-ui/react-tooltip',
      '@floating-ui/dom',
    ],
  },
  boxDialogs: {
    what: 'the box details dialog and the opening (features/boxes/loadDialogs.ts), on a page with box cards',
    modules: ['src/features/boxes/BoxFlowDialogs.tsx', 'src/features/opening/OpeningDialog.tsx', 'framer-motion'],
  },
  authDialog: {
    what: 'the sign-in and sign-up dialog, when first opened',
    modules: ['src/auth/AuthDialog.tsx', 'react-hook-form', '@hookform/resolvers'],
  },
  demo: { what: "the home page's Watch Demo slideshow, when opened", modules: ['src/features/home/DemoOverlay.tsx'] },
  paymentForms: {
    what: "checkout's card forms (Stripe's or the simulated one), when shown",
    modules: [
      'src/features/payments/StripePaymentForm.tsx',
      'src/features/payments/SimulatedCardForm.tsx',
      '@stripe/stripe-js',
      '@stripe/react-stripe-js',
    ],
  },
  confetti: { what: "a big win's confetti", modules: ['canvas-confetti'] },
  motionFeatures: {
    what: "the leaderboard ranking's motion features, once it has rendered",
    modules: ['src/features/leaderboard/motionFeatures.ts'],
  },
  adminSections: {
    what: "the admin console's sections and their guard, when visited (features/admin/routes.tsx)",
    modules: ['src/features/admin/*/*Section.tsx', 'src/features/admin/users/UserPage.tsx', 'src/auth/guards.tsx'],
  },
};

/** The data a route's entry requests before its first render (router/routeData.ts holds the requests). */
export type RouteData = 'catalog' | 'leaderboard';

/**
 * What a route loads before its first render, beside the entry: its page's module (src/pages/<page>.tsx) with what
 * it imports statically, the namespaces its first render needs beyond the shell's, and the data of its largest paint.
 * `nested`: the page has routes of its own below it (the admin console's `/admin/<section>`).
 */
export interface RouteLoad {
  page: string;
  texts: readonly Namespace[];
  data?: RouteData;
  nested?: true;
}

/** The shell's namespaces: before every first render. */
export const SHELL_TEXTS: readonly Namespace[] = ['common'];

const BATTLES: readonly Namespace[] = ['battles', 'boxes', 'catalog', 'fairness'];
const CONTENT: readonly Namespace[] = ['content'];
// The admin login pages read the console's words too. Pages behind a sign-in guard list `auth`: the guard's words.
const ADMIN: readonly Namespace[] = ['auth', 'admin', 'staff', 'boxes', 'catalog', 'twoFactor'];

/** Every route of the shop and what it loads before its first render (the route table is built from it). */
export const ROUTES = {
  '/': { page: 'HomePage', texts: ['home', 'boxes', 'catalog'] },
  '/boxes': { page: 'BoxesPage', texts: ['boxes', 'catalog'], data: 'catalog' },
  '/free-boxes': { page: 'FreeBoxesPage', texts: ['freeBoxes', 'boxes', 'opening'] },
  '/dashboard': { page: 'DashboardPage', texts: ['auth', 'dashboard', 'account', 'checkout', 'boxes', 'fairness', 'battles'] },
  // Account settings and the landing page of verification mail links.
  '/account': { page: 'AccountPage', texts: ['auth', 'account', 'twoFactor'] },
  '/verify-email': { page: 'VerifyEmailPage', texts: ['account'] },
  // The landing page of password reset mail links (features/passwordReset).
  '/reset-password': { page: 'ResetPasswordPage', texts: ['auth', 'passwordReset'] },
  '/winners': { page: 'WinnersPage', texts: ['winners', 'boxes'] },
  '/reviews': { page: 'ReviewsPage', texts: ['reviews'] },
  // The competition's terms are the largest text of the page: its board is requested by the entry.
  '/leaderboard': { page: 'LeaderboardPage', texts: ['leaderboard'], data: 'leaderboard' },
  '/battles': { page: 'BattlesPage', texts: BATTLES },
  '/battles/:id': { page: 'BattlePage', texts: BATTLES },
  '/support': { page: 'SupportPage', texts: ['support', 'content'] },
  '/demo': { page: 'DemoPage', texts: ['demo', 'home'] },
  // The admin console: its sections are nested routes (`/admin/<section>`, features/admin/sections.ts).
  '/admin': { page: 'AdminPage', texts: ADMIN, nested: true },
  // One real admin login; /test-admin is served by the backend and works without JavaScript.
  '/admin-login': { page: 'AdminLoginPage', texts: ADMIN },
  '/admin-login-clean': { page: 'AdminLoginPage', texts: ADMIN },
  '/admin-login-fix': { page: 'AdminLoginPage', texts: ADMIN },
  '/admin-login-standalone': { page: 'AdminLoginPage', texts: ADMIN },
  '/faq': { page: 'FaqPage', texts: CONTENT },
  '/terms': { page: 'TermsPage', texts: CONTENT },
  '/privacy': { page: 'PrivacyPage', texts: CONTENT },
  '/affiliates': { page: 'AffiliatesPage', texts: [] },
  '/affiliate-dashboard': { page: 'AffiliateDashboardPage', texts: ['auth', 'affiliates'] },
  '/checkout': { page: 'CheckoutPage', texts: ['auth', 'checkout'] },
  '/fairness': { page: 'FairnessPage', texts: ['fairness', 'boxes'] },
  '/simulator': { page: 'SimulatorPage', texts: ['auth', 'simulator', 'boxes', 'catalog'] },
} as const satisfies Record<string, RouteLoad>;

export type RoutePath = keyof typeof ROUTES;
export type PageName = (typeof ROUTES)[RoutePath]['page'];

/**
 * Route-stage code loaded with import(): every page (the 404 page too, for a path no route matches; the page error
 * view, pages/RouteError.tsx, is the shell's) and the leaderboard's loader of its route data.
 */
export const ROUTE_MODULES: readonly string[] = [
  'src/pages/*Page.tsx',
  'src/pages/NotFound.tsx',
  'src/features/leaderboard/loadLeaderboard.ts',
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route `pathname` shows, as React Router matches it (case-insensitive, a trailing slash ignored, `:name`
 * segments match any one segment, a nested route matches the paths below it too); undefined when none does.
 */
export function routeOf(pathname: string): (RouteLoad & { path: RoutePath }) | undefined {
  const wanted = segmentsOf(pathname.toLowerCase());
  for (const [path, route] of Object.entries(ROUTES) as [RoutePath, RouteLoad][]) {
    const pattern = segmentsOf(path);
    const fits = route.nested ? wanted.length >= pattern.length : wanted.length === pattern.length;
    if (fits && pattern.every((segment, i) => segment.startsWith(':') || segment === wanted[i])) return { path, ...route };
  }
  return undefined;
}

/** What to load before the first render of `pathname`: the shell's namespaces and its route's. */
export function firstRenderNamespaces(pathname: string): Namespace[] {
  return [...new Set([...SHELL_TEXTS, ...(routeOf(pathname)?.texts ?? [])])];
}
