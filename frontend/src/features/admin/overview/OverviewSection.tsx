import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight, Coins, DollarSign, Gift, Package, Percent, Recycle, Sparkles, UserPlus, Users, type LucideIcon } from 'lucide-react';
import { centsToUsd, OVERVIEW_PERIODS, type OverviewDto, type OverviewPeriod } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatCoinAmount, formatCurrencyAmount } from '../../../currency';
import { formatDate, formatNumber } from '../../../i18n/format';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/errorMessage';
import type admin from '../../../i18n/locales/en/admin.json';
import { useSessionStore } from '../../../stores/useSessionStore';
import { LiveBadge } from '../../winners/LiveBadge';
import { SectionHeader } from '../SectionHeader';
import { sectionsFor } from '../sections';
import { useOverview } from './api';
import { FigureCard } from './FigureCard';
import { OpeningsChart } from './OpeningsChart';

/** US cents as dollars (the console keeps the books in USD, whatever the display currency). */
const usd = (cents: number) => formatCurrencyAmount(Number(centsToUsd(cents)), 'USD');

type FigureId = keyof (typeof admin)['overview']['figures'];

interface Figure {
  id: FigureId;
  icon: LucideIcon;
  value: string;
  hint: string;
  tone?: 'gold' | 'danger';
}

function useFigures(data: OverviewDto): Figure[] {
  const { t } = useTranslation('admin');
  const f = data.figures;
  const margin = f.coinsSpent > 0 ? formatNumber(f.grossMarginCents / f.coinsSpent, { style: 'percent', maximumFractionDigits: 1 }) : '—';
  return [
    {
      id: 'revenue',
      icon: DollarSign,
      value: usd(f.revenueCents),
      hint: t('overview.hints.revenue', { purchases: formatNumber(f.purchases), refunded: usd(f.refundedCents) }),
      tone: 'gold',
    },
    { id: 'coinsSpent', icon: Coins, value: formatCoinAmount(f.coinsSpent), hint: t('overview.hints.coinsSpent') },
    { id: 'prizeValue', icon: Gift, value: usd(f.prizeValueCents), hint: t('overview.hints.prizeValue') },
    {
      id: 'grossMargin',
      icon: Percent,
      value: usd(f.grossMarginCents),
      hint: t('overview.hints.grossMargin', { percent: margin }),
      tone: f.grossMarginCents < 0 ? 'danger' : 'gold',
    },
    { id: 'openings', icon: Package, value: formatNumber(f.openings), hint: t('overview.hints.openings') },
    { id: 'activePlayers', icon: Users, value: formatNumber(f.activePlayers), hint: t('overview.hints.activePlayers') },
    { id: 'signUps', icon: UserPlus, value: formatNumber(f.signUps), hint: t('overview.hints.signUps') },
    {
      id: 'resaleCoins',
      icon: Recycle,
      value: formatCoinAmount(f.resaleCoins),
      hint: t('overview.hints.resaleCoins', { resales: formatNumber(f.resales) }),
    },
    {
      id: 'freeClaims',
      icon: Sparkles,
      value: formatNumber(f.freeClaims),
      hint: t('overview.hints.freeClaims', { value: usd(f.freePrizeValueCents) }),
    },
  ];
}

function Figures({ data, stale }: { data: OverviewDto; stale: boolean }) {
  const { t } = useTranslation('admin');
  const figures = useFigures(data);
  const since = data.from ? formatDate(data.from, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
  return (
    <div className={cn('grid gap-4 transition-opacity motion-reduce:transition-none', stale && 'opacity-60')} aria-busy={stale}>
      <p className="text-sm text-fg-muted">{since ? t('overview.since', { date: since }) : t('overview.allTime')}</p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-3">
        {figures.map((figure) => (
          <FigureCard key={figure.id} {...figure} label={t(`overview.figures.${figure.id}`)} />
        ))}
      </div>
      <OpeningsChart days={data.openingsPerDay} />
    </div>
  );
}

/** Links to the console's other sections the admin may open. */
function SectionLinks() {
  const { t } = useTranslation('admin');
  const role = useSessionStore((s) => s.user?.role);
  const others = sectionsFor(role).filter((s) => s.key !== 'overview');
  return (
    <nav aria-label={t('overview.linksLabel')} className="rounded-2xl border border-line bg-surface/70 p-4 sm:p-5">
      <h2 className="mb-3 font-semibold">{t('overview.linksLabel')}</h2>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {others.map(({ key, path, icon: Icon }) => (
          <li key={key}>
            <Link
              to={`/admin/${path}`}
              className="flex items-center gap-2 rounded-xl border border-line/70 px-3 py-2 text-sm hover:bg-surface-2"
            >
              <Icon className="h-4 w-4 shrink-0 text-accent-soft" aria-hidden />
              <span className="min-w-0 flex-1 truncate">{t(`sections.${key}.title`)}</span>
              <ArrowUpRight className="h-4 w-4 shrink-0 text-fg-muted rtl:-scale-x-100" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The Overview (`/admin/overview`, admins; the console opens on it): the shop's figures for today, the last 7 or 30
 * days or all time (UTC), moving live as openings stream in, the openings of the last 30 days, and the other sections.
 */
export default function OverviewSection() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const query = useOverview(period);

  return (
    <section className="grid gap-6">
      <SectionHeader section="overview">
        <LiveBadge />
      </SectionHeader>
      <Tabs value={period} onValueChange={(v) => setPeriod(v as OverviewPeriod)}>
        <TabsList aria-label={t('overview.periodLabel')} className="w-full sm:w-auto">
          {OVERVIEW_PERIODS.map((p) => (
            <TabsTrigger key={p} value={p} className="flex-1 basis-[calc(50%-0.25rem)] whitespace-nowrap sm:flex-none sm:basis-auto">
              {t(`overview.periods.${p}`)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      {query.data ? (
        <Figures data={query.data} stale={query.isPlaceholderData} />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm">
          <p>
            {t('overview.error')} {errorMessage(query.error)}
          </p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('overview.retry')}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t('overview.loading')} className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {Array.from({ length: 9 }, (_, i) => (
            <div key={i} className="h-28 animate-pulse rounded-2xl bg-surface-2 motion-reduce:animate-none" />
          ))}
        </div>
      )}
      <SectionLinks />
    </section>
  );
}
