/** Top-bar destinations. Labels are `common:nav.*` keys. */
export const MAIN_NAV = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/boxes', label: 'nav.boxes', end: false },
  { to: '/free-boxes', label: 'nav.freeBoxes', end: false },
  { to: '/battles', label: 'nav.battles', end: false },
  { to: '/winners', label: 'nav.winners', end: false },
  { to: '/leaderboard', label: 'nav.leaderboard', end: false },
  { to: '/reviews', label: 'nav.reviews', end: false },
] as const;

/** The admin console, shown to staff (admins and support). */
export const ADMIN_NAV = { to: '/admin', label: 'nav.admin', end: false } as const;

/** Footer destinations. */
export const FOOTER_HELP = [
  { to: '/faq', label: 'footer.faq' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/affiliates', label: 'footer.affiliates' },
  { to: '/support', label: 'footer.support' },
] as const;

export type NavItem = (typeof MAIN_NAV)[number] | typeof ADMIN_NAV;
