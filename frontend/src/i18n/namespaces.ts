/**
 * Translation namespaces, one per area. Each has a JSON file per language in `locales/<lang>/<ns>.json`.
 * To add one: create the file for all 12 languages, list it here and in `i18next.d.ts`. Which of them a page's first
 * render loads is the first-load rule's (`ROUTES` in firstLoad/rule.ts).
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
