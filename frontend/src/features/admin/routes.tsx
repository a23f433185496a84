import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSessionStore } from '../../stores/useSessionStore';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections';

/**
 * A section's page behind its own role check, so a deep link is refused like the navigation hides it. Loaded with
 * the section's code (the guard too, so the app's first bundle carries none of the console).
 */
function guardedPage(roles: AdminSection['roles'], load: AdminSection['load']) {
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
  const Component = guardedPage(section.roles, section.load);
  if (!section.pages) return { path: section.path, Component };
  return {
    path: section.path,
    children: [
      { index: true, Component },
      ...section.pages.map((page): RouteObject => ({ path: page.path, Component: guardedPage(section.roles, page.load) })),
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
