import { Suspense, useCallback } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/layout/PageLoader';
import { api } from '../../lib/queryClient';
import { useFeed } from '../../realtime/feeds';
import { loadStaffFeed } from '../../realtime/handlers/staff';
import { useSessionStore } from '../../stores/useSessionStore';
import { useStaffStore } from '../../stores/useStaffStore';
import { AdminNav } from './AdminNav';
import { linksFor, sectionsFor } from './sections';

/**
 * The console's frame for staff: the section navigation (a side column on wide screens, a scrolling strip under the
 * top bar on narrow ones) and the open section. It keeps the operations feed subscribed for every section: the
 * live section shows it, the others refresh their lists from it.
 */
export function AdminLayout() {
  const role = useSessionStore((s) => s.user?.role);
  const refused = useStaffStore((s) => s.refused);
  const reload = useCallback(() => void loadStaffFeed(api), []);
  useFeed('staff:feed', reload, (code) => refused(code));
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-6 lg:pt-8">
      <AdminNav sections={sectionsFor(role)} links={linksFor(role)} />
      <div className="min-w-0 pt-6 lg:pt-0">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
