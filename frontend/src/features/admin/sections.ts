import {
  CreditCard,
  FlaskConical,
  Handshake,
  Inbox,
  LayoutDashboard,
  Medal,
  Package,
  Radio,
  ScrollText,
  Star,
  Swords,
  Trophy,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { StaffRole } from '@nova/protocol';
import type admin from '../../i18n/locales/en/admin.json';

/** A section's words live under `admin:sections.<key>` (`title`, `subtitle`). */
export type AdminSectionKey = keyof (typeof admin)['sections'];

/**
 * One section of the admin console at `/admin/<path>`: what the navigation, the headers and the route guard need.
 * Its code is not here: the console's routes (routes.tsx) load it, so a section can read this registry without the
 * registry importing it back.
 */
export interface AdminSection {
  key: AdminSectionKey;
  /** The path under /admin, one segment (`shipments` -> /admin/shipments). */
  path: string;
  icon: LucideIcon;
  /** Who sees it in the navigation and may open it; the section's own route refuses everyone else. */
  roles: readonly StaffRole[];
}

/** A link out of the console (to a page of its own), shown under the sections. */
export interface AdminLink {
  key: 'simulator';
  to: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
}

const ADMINS: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'support'];

/**
 * The console's sections, in navigation order; `/admin` opens the first one the viewer may see. Adding a section
 * is its component file, one line here, its loader in routes.tsx (the type asks for it) and its
 * `admin:sections.<key>` words in every language. Affiliates sits after Payments.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'overview', path: 'overview', icon: LayoutDashboard, roles: ADMINS },
  { key: 'boxes', path: 'boxes', icon: Package, roles: ADMINS },
  { key: 'users', path: 'users', icon: Users, roles: STAFF },
  { key: 'winners', path: 'winners', icon: Trophy, roles: ADMINS },
  { key: 'payments', path: 'payments', icon: CreditCard, roles: ADMINS },
  { key: 'affiliates', path: 'affiliates', icon: Handshake, roles: ADMINS },
  { key: 'reviews', path: 'reviews', icon: Star, roles: STAFF },
  { key: 'leaderboard', path: 'leaderboard', icon: Medal, roles: ADMINS },
  { key: 'shipments', path: 'shipments', icon: Truck, roles: STAFF },
  { key: 'tickets', path: 'tickets', icon: Inbox, roles: STAFF },
  { key: 'battles', path: 'battles', icon: Swords, roles: ADMINS },
  { key: 'live', path: 'live', icon: Radio, roles: STAFF },
  { key: 'audit', path: 'audit', icon: ScrollText, roles: ADMINS },
];

/** Links out of the console to pages of their own. */
export const ADMIN_LINKS: readonly AdminLink[] = [{ key: 'simulator', to: '/simulator', icon: FlaskConical, roles: ADMINS }];

/** The sections `role` may see, in order (none for players and visitors). */
export function sectionsFor(role: string | undefined): AdminSection[] {
  return ADMIN_SECTIONS.filter((s) => s.roles.some((r) => r === role));
}

/** The links `role` may see, in order. */
export function linksFor(role: string | undefined): AdminLink[] {
  return ADMIN_LINKS.filter((l) => l.roles.some((r) => r === role));
}
