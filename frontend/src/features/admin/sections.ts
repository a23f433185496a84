import type { ComponentType } from 'react';
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

/** One section of the admin console at `/admin/<path>`. */
export interface AdminSection {
  key: AdminSectionKey;
  /** The path under /admin, one segment (`shipments` -> /admin/shipments). */
  path: string;
  icon: LucideIcon;
  /** Who sees it in the navigation and may open it; the section's own route refuses everyone else. */
  roles: readonly StaffRole[];
  /** The section's component (its file's default export), loaded on first visit. */
  load: () => Promise<{ default: ComponentType }>;
  /** Pages nested under the section (e.g. `:id` -> /admin/users/:id), behind the same role check. */
  pages?: readonly AdminSubpage[];
}

/** A page under a section: a relative path and its component (read route params with `useParams`). */
export interface AdminSubpage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
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
 * is its component file plus one line here (and its `admin:sections.<key>` words in every language). Affiliates sits after
 * Payments.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'overview', path: 'overview', icon: LayoutDashboard, roles: ADMINS, load: () => import('./overview/OverviewSection') },
  { key: 'boxes', path: 'boxes', icon: Package, roles: ADMINS, load: () => import('./boxes/BoxesSection') },
  {
    key: 'users',
    path: 'users',
    icon: Users,
    roles: STAFF,
    load: () => import('./users/UsersSection'),
    pages: [{ path: ':id', load: () => import('./users/UserPage') }],
  },
  { key: 'winners', path: 'winners', icon: Trophy, roles: ADMINS, load: () => import('./winners/WinnersSection') },
  { key: 'payments', path: 'payments', icon: CreditCard, roles: ADMINS, load: () => import('./payments/PaymentsSection') },
  { key: 'affiliates', path: 'affiliates', icon: Handshake, roles: ADMINS, load: () => import('./affiliates/AffiliatesSection') },
  { key: 'reviews', path: 'reviews', icon: Star, roles: STAFF, load: () => import('./reviews/ReviewsSection') },
  { key: 'leaderboard', path: 'leaderboard', icon: Medal, roles: ADMINS, load: () => import('./leaderboard/LeaderboardSection') },
  { key: 'shipments', path: 'shipments', icon: Truck, roles: STAFF, load: () => import('./shipments/ShipmentsSection') },
  { key: 'tickets', path: 'tickets', icon: Inbox, roles: STAFF, load: () => import('./tickets/TicketsSection') },
  { key: 'battles', path: 'battles', icon: Swords, roles: ADMINS, load: () => import('./battles/BattlesSection') },
  { key: 'live', path: 'live', icon: Radio, roles: STAFF, load: () => import('./live/LiveSection') },
  { key: 'audit', path: 'audit', icon: ScrollText, roles: ADMINS, load: () => import('./audit/AuditSection') },
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
