import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UserCog } from 'lucide-react';
import { RequireUser } from '../auth/guards';
import { refreshUser } from '../auth/session';
import { Button } from '../components/ui/button';
import { VerifyEmailNotice } from '../features/account/VerifyEmailNotice';
import { DailyBonusCard } from '../features/dashboard/DailyBonusCard';
import { LegendaryCard } from '../features/dashboard/LegendaryCard';
import { ProfileSummary } from '../features/dashboard/ProfileSummary';
import { RecentActivity } from '../features/dashboard/RecentActivity';
import { ShipmentsCard } from '../features/dashboard/ShipmentsCard';
import { useSummary } from '../features/dashboard/api';
import { useFollowActivity } from '../features/dashboard/useFollowActivity';
import { PaymentReturnNotice } from '../features/payments/PaymentReturnNotice';
import { PurchasesCard } from '../features/payments/PurchasesCard';
import { ResponsiblePlayCard } from '../features/payments/ResponsiblePlayCard';
import { isFirstPageShown } from '../firstLoad/schedule';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useSessionStore } from '../stores/useSessionStore';

/** The profile and history page, for signed-in players only. */
export default function DashboardPage() {
  return (
    <RequireUser>
      <Dashboard />
    </RequireUser>
  );
}

function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const summary = useSummary();
  useFollowActivity();
  useDocumentTitle(tc('pages.dashboard'));
  // The balance shown is the session's; read it fresh when the dashboard opens, since it may have changed in another
  // tab. Not on the visit's first page: the session's start-up is reading it at that moment (auth/session.ts).
  useEffect(() => {
    if (isFirstPageShown()) void refreshUser(api);
  }, []);
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('pages.dashboard')}</h1>
          <p className="mt-1 text-fg-muted">{t('subtitle')}</p>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to="/account">
            <UserCog className="h-4 w-4" aria-hidden />
            {tc('account.settings')}
          </Link>
        </Button>
      </header>
      <VerifyEmailNotice compact />
      <PaymentReturnNotice />
      <ProfileSummary user={user} summary={summary.data} />
      {/* Phones: bonus and eligibility first, then the activity list. Desktop: activity beside a sidebar. */}
      <div className="grid items-start gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-3 lg:row-start-1">
          <DailyBonusCard />
        </div>
        <div className="min-w-0 lg:col-start-3 lg:row-start-2">
          <LegendaryCard legendary={summary.data?.legendary} />
        </div>
        <div className="min-w-0 lg:col-span-2 lg:col-start-1 lg:row-span-4 lg:row-start-1">
          <RecentActivity />
        </div>
        <div className="min-w-0 lg:col-start-3 lg:row-start-3">
          <ShipmentsCard />
        </div>
      </div>
      {/* Purchases and receipts beside the responsible-play settings (limits, self-exclusion). */}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <PurchasesCard />
        </div>
        <div id="responsible-play" className="min-w-0 scroll-mt-24">
          <ResponsiblePlayCard />
        </div>
      </div>
    </div>
  );
}
