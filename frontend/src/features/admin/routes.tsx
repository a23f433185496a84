import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useSessionStore } from '../../stores/useSessionStore';
import { ADMIN_SECTIONS, sectionsFor, type AdminSection } from './sections';

/**
 * A section's page behind its own role check, so a deep link is refused like the navigation hides it. Loaded with
 * the section's code (the guard too, so the app's first bundle carries none of the console).
 */
function guardedPage(section: AdminSection) {
  return lazy(async () => {
    const [{ default: Page }, { RequireRole }] = await Promise.all([section.load(), import('../../auth/guards')]);
    return {
      default: function GuardedSection() {
        return (
          <RequireRole roles={section.roles} denied="admin">
            <Page />
          </RequireRole>
        );
      },
    };
  });
}

/** `/admin` itself: the first section the viewer may see. */
function FirstSection() {
  const role = useSessionStore((s) => s.user?.role);
  const first = sectionsFor(role)[0];
  return first ? <Navigate to={first.path} replace /> : null;
}

/** The console's nested routes under /admin: one per registered section, plus the start and a 404. */
export const adminRoutes: RouteObject[] = [
  { index: true, Component: FirstSection },
  ...ADMIN_SECTIONS.map((section): RouteObject => ({ path: section.path, Component: guardedPage(section) })),
  { path: '*', Component: lazy(() => import('../../pages/NotFound')) },
];
