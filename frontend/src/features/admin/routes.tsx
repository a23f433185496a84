import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSessionStore } from '../../stores/useSessionStore';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection, type AdminSectionKey } from './sections';

type Load = () => Promise<{ default: ComponentType }>;

/** A section's code: its component (its file's default export), loaded on first visit, and pages nested under it. */
export interface SectionCode {
  load: Load;
  /** Pages under the section by relative path (`:id` -> /admin/users/:id; read route params with `useParams`). */
  pages?: Readonly<Record<string, Load>>;
}

/**
 * Each registered section's code (the first-load rule's `adminSections`: loaded when visited). Kept apart from the
 * registry (sections.ts), which the sections themselves read for their headers.
 */
export const SECTION_CODE: Readonly<Record<AdminSectionKey, SectionCode>> = {
  overview: { load: () => import('./overview/OverviewSection') },
  boxes: { load: () => import('./boxes/BoxesSection') },
  users: { load: () => import('./users/UsersSection'), pages: { ':id': () => import('./users/UserPage') } },
  winners: { load: () => import('./winners/WinnersSection') },
  payments: { load: () => import('./payments/PaymentsSection') },
  affiliates: { load: () => import('./affiliates/AffiliatesSection') },
  reviews: { load: () => import('./reviews/ReviewsSection') },
  leaderboard: { load: () => import('./leaderboard/LeaderboardSection') },
  shipments: { load: () => import('./shipments/ShipmentsSection') },
  tickets: { load: () => import('./tickets/TicketsSection') },
  battles: { load: () => import('./battles/BattlesSection') },
  live: { load: () => import('./live/LiveSection') },
  audit: { load: () => import('./audit/AuditSection') },
};

/**
 * A section's page behind its own role check, so a deep link is refused like the navigation hides it. Loaded with
 * the section's code (the guard too, so the app's first bundle carries none of the console).
 */
function guardedPage(roles: AdminSection['roles'], load: Load) {
  return lazy(async () => {
    const [{ default: Page }, { RequireRole }] = await Promise.all([load(), import('../../auth/guards')]);
    return {
      default: function GuardedSection() {
        return (
          <RequireRole roles={roles} denied="admin">
            <Page />
          </RequireRole>
        );
      },
    };
  });
}

/** A section's route: its page, and the pages nested under it, each behind the section's roles. */
function sectionRoute(section: AdminSection): RouteObject {
  const { load, pages } = SECTION_CODE[section.key];
  const Component = guardedPage(section.roles, load);
  if (!pages) return { path: section.path, Component };
  return {
    path: section.path,
    children: [
      { index: true, Component },
      ...Object.entries(pages).map(([path, page]): RouteObject => ({ path, Component: guardedPage(section.roles, page) })),
    ],
  };
}

/** `/admin` itself: the first section the viewer may see. */
function FirstSection() {
  const role = useSessionStore((s) => s.user?.role);
  const first = sectionsFor(role)[0];
  return first ? <Navigate to={first.path} replace /> : null;
}

/** The console's nested routes under /admin: one per registered section (with its pages), plus the start and a 404. */
export const adminRoutes: RouteObject[] = [
  { index: true, Component: FirstSection },
  ...ADMIN_SECTIONS.map(sectionRoute),
  { path: '*', Component: lazy(() => import('../../pages/NotFound')) },
];
