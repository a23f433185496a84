/**
 * Translation namespaces, one per area. Each has a JSON file per language in `locales/<lang>/<ns>.json`.
 * To add one: create the file for all 12 languages, list it here and in `i18next.d.ts`.
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'dashboard',
  'fairness',
  'boxes',
  'catalog',
  'opening',
  'shipping',
  'winners',
  'leaderboard',
  'staff',
  'content',
  'support',
  'freeBoxes',
  'demo',
  'simulator',
  'reviews',
  'account',
  'admin',
  'checkout',
  'affiliates',
  'battles',
  'passwordReset',
  'twoFactor',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';

/**
 * Loaded before every first render: the shell's words. The sign-in dialog's words (`auth`) load with it, and a
 * start-up toast that needs them waits for them (`auth/session.ts`).
 */
const SHELL_NAMESPACES: readonly Namespace[] = ['common'];

/**
 * The namespaces each page's first render needs beyond the shell's (by its first path segment). A page that needs
 * another one still works: react-i18next loads it on demand while the page's Suspense boundary waits. Pages behind
 * a sign-in guard list `auth`: the guard's own words.
 */
const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '': ['home', 'boxes', 'catalog'],
  boxes: ['boxes', 'catalog'],
  'free-boxes': ['freeBoxes', 'boxes', 'opening'],
  dashboard: ['auth', 'dashboard', 'account', 'checkout', 'boxes', 'fairness', 'battles'],
  account: ['auth', 'account', 'twoFactor'],
  'verify-email': ['account'],
  'reset-password': ['auth', 'passwordReset'],
  winners: ['winners', 'boxes'],
  reviews: ['reviews'],
  leaderboard: ['leaderboard'],
  battles: ['battles', 'boxes', 'catalog', 'fairness'],
  support: ['support', 'content'],
  demo: ['demo', 'home'],
  admin: ['auth', 'admin', 'staff', 'boxes', 'catalog', 'twoFactor'],
  faq: ['content'],
  terms: ['content'],
  privacy: ['content'],
  checkout: ['auth', 'checkout'],
  'affiliate-dashboard': ['auth', 'affiliates'],
  fairness: ['fairness', 'boxes'],
  simulator: ['auth', 'simulator', 'boxes', 'catalog'],
};

/** What to load before the first render of `pathname`: the shell's namespaces and that page's. */
export function firstRenderNamespaces(pathname: string): Namespace[] {
  const segment = pathname.split('/')[1] ?? '';
  const page = segment.startsWith('admin') ? PAGE_NAMESPACES.admin : PAGE_NAMESPACES[segment];
  return [...new Set([...SHELL_NAMESPACES, ...(page ?? [])])];
}
