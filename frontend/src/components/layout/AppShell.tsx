import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthDialogHost } from '../../auth/AuthDialogHost';
import { cn } from '../../lib/cn';
import { fabGutterClass } from '../ui/trigger-styles';
import { FirstPageSignal } from './FirstPageSignal';
import { Footer } from './Footer';
import { PageLoader } from './PageLoader';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollReset } from './ScrollReset';
import { DeferredSupportWidget, DeferredToaster } from './shellWidgets';
import { TopBar } from './TopBar';

/** The frame around every page: skip link, top bar, the page, footer, support widget, toasts and the route announcer. */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', fabGutterClass)}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <FirstPageSignal />
        </Suspense>
      </main>
      <Footer />
      <DeferredSupportWidget />
      <AuthDialogHost />
      <DeferredToaster />
      <ScrollReset />
      <RouteAnnouncer />
    </div>
  );
}
