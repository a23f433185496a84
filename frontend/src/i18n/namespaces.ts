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
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'common';
