import { useTranslation } from 'react-i18next';
import { Flame, Gift, Package, Users } from 'lucide-react';
import { useCurrencyStore } from '../../currency';
import { activeLanguage } from '../../i18n';
import { api } from '../../lib/queryClient';
import { useFeed } from '../../realtime/feeds';
import { loadStats } from '../../realtime/handlers/statsSnapshot';
import { useStatsStore } from '../../stores/useStatsStore';
import { formatCompact, formatMoneyCompact } from './format';

/**
 * The home page's four figures, computed by the server (`GET /api/stats`, then `stats:updated` while the page is
 * open): boxes opened, prizes won, players and the biggest win of the last 24 hours, in compact notation for the
 * active language and display currency.
 */
export function Stats() {
  const { t } = useTranslation('home');
  useFeed('stats', () => void loadStats(api));
  const data = useStatsStore((s) => s.stats);
  const isPending = useStatsStore((s) => s.status === 'loading');
  const currency = useCurrencyStore((s) => s.currency);
  const rates = useCurrencyStore((s) => s.rates);
  const locale = activeLanguage();
  const dash = '—';
  const items = [
    {
      key: 'opened',
      icon: Package,
      label: t('stats.boxesOpened'),
      value: data ? formatCompact(data.boxesOpened, locale) : dash,
      tone: 'text-accent-soft',
    },
    {
      key: 'won',
      icon: Gift,
      label: t('stats.prizesWon'),
      value: data ? formatMoneyCompact(Number(data.prizesWonUsd), currency, rates, locale) : dash,
      tone: 'text-gold',
    },
    { key: 'players', icon: Users, label: t('stats.players'), value: data ? formatCompact(data.players, locale) : dash, tone: 'text-hot' },
    {
      key: 'biggest',
      icon: Flame,
      label: t('stats.biggestWin'),
      value: data?.biggestWin24h ? formatMoneyCompact(Number(data.biggestWin24h.valueInUSD), currency, rates, locale) : dash,
      detail: data
        ? data.biggestWin24h
          ? t('stats.biggestWinDetail', { prize: data.biggestWin24h.prizeName })
          : t('stats.noWinYet')
        : undefined,
      tone: 'text-success',
    },
  ];
  return (
    <section aria-label={t('stats.label')} className="mx-auto max-w-7xl px-4 sm:px-6">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="home-stats">
        {items.map(({ key, icon: Icon, label, value, detail, tone }) => (
          <div key={key} className="relative overflow-hidden rounded-2xl border border-line bg-surface/80 p-4 sm:p-5" data-stat={key}>
            <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-fg-muted uppercase sm:text-sm sm:normal-case sm:tracking-normal">
              <Icon className={`h-4 w-4 shrink-0 ${tone}`} aria-hidden />
              {label}
            </dt>
            <dd
              className={`mt-2 font-display text-2xl font-extrabold tabular-nums sm:text-3xl ${isPending ? 'animate-pulse text-fg-muted' : ''}`}
            >
              {value}
            </dd>
            {detail ? <dd className="mt-1 truncate text-xs text-fg-muted">{detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
