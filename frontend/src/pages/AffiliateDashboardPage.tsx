import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import { RequireUser } from '../auth/guards';
import { PageLoader } from '../components/layout/PageLoader';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAffiliateSummary } from '../features/affiliates/api';
import { OverviewTab } from '../features/affiliates/OverviewTab';
import { PayoutsTab } from '../features/affiliates/PayoutsTab';
import { ReferralsTab } from '../features/affiliates/ReferralsTab';
import { ToolsTab } from '../features/affiliates/ToolsTab';
import { useAffiliateLive } from '../features/affiliates/useAffiliateLive';
import { errorMessage } from '../lib/errorMessage';
import { useDocumentTitle } from '../lib/useDocumentTitle';

const TABS = ['overview', 'referrals', 'tools', 'payouts'] as const;
type Tab = (typeof TABS)[number];
const asTab = (value: string | null): Tab => ((TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'overview');

/**
 * /affiliate-dashboard (signed in; else 'Access Denied / Please log in'): Overview, Referrals, Marketing Tools and
 * Payouts on the player's real programme figures, the open tab kept in `?tab=`, updated live by the referrer's facts.
 */
export default function AffiliateDashboardPage() {
  return (
    <RequireUser>
      <AffiliateDashboard />
    </RequireUser>
  );
}

function AffiliateDashboard() {
  const { t } = useTranslation('affiliates');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.affiliateDashboard'));
  const summary = useAffiliateSummary();
  useAffiliateLive(summary.data?.seq);
  const [params, setParams] = useSearchParams();
  const tab = asTab(params.get('tab'));
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', asTab(value));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header>
        <p className="mb-2 inline-flex items-center gap-2 text-sm font-semibold text-accent-soft">
          <Handshake className="h-4 w-4" aria-hidden />
          {t('dashboard.eyebrow')}
        </p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('pages.affiliateDashboard')}</h1>
        <p className="mt-1 text-fg-muted">{t('dashboard.subtitle')}</p>
      </header>
      {summary.data ? (
        <Tabs value={tab} onValueChange={select} className="min-w-0">
          <TabsList aria-label={t('dashboard.tabsLabel')} className="w-full max-sm:grid max-sm:grid-cols-2 sm:w-auto">
            {TABS.map((id) => (
              <TabsTrigger key={id} value={id} className="whitespace-nowrap">
                {t(`dashboard.tabs.${id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="mt-6 focus-visible:outline-none">
            <OverviewTab summary={summary.data} />
          </TabsContent>
          <TabsContent value="referrals" className="mt-6 focus-visible:outline-none">
            <ReferralsTab />
          </TabsContent>
          <TabsContent value="tools" className="mt-6 focus-visible:outline-none">
            <ToolsTab code={summary.data.referralCode} />
          </TabsContent>
          <TabsContent value="payouts" className="mt-6 focus-visible:outline-none">
            <PayoutsTab summary={summary.data} />
          </TabsContent>
        </Tabs>
      ) : summary.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-surface/60 p-6 text-sm">
          <p>
            {t('dashboard.error')} {errorMessage(summary.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void summary.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <PageLoader />
      )}
    </div>
  );
}
