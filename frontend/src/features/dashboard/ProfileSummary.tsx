import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins, Home, LayoutGrid, Package, PlusCircle, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { coinsToUsd, type PlayerSummaryDto, type UserDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';

function Stat({
  label,
  value,
  hint,
  icon,
  className,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-2xl border border-line bg-surface/80 p-4', className)}>
      <dt className="flex items-center gap-2 text-sm text-fg-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-1.5 text-2xl font-extrabold tracking-tight break-words tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-fg-muted">{hint}</dd> : null}
    </div>
  );
}

/** Who is signed in, the balance, boxes opened and total winnings, and the page's links. */
export function ProfileSummary({ user, summary }: { user: UserDto; summary: PlayerSummaryDto | undefined }) {
  const { t } = useTranslation('dashboard');
  const { money, coinAmount } = useMoney();
  const initial = [...user.username][0]?.toUpperCase() ?? '?';
  const loadingValue = (
    <span className="inline-block h-7 w-16 animate-pulse rounded bg-surface-3 align-middle motion-reduce:animate-none" />
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-accent to-hot text-xl font-bold text-white shadow-lg shadow-accent/30"
        >
          {initial}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold break-words" data-testid="profile-username">
            {user.username}
          </p>
          <p className="text-sm break-all text-fg-muted">{user.email}</p>
        </div>
        <nav aria-label={t('links.label')} className="flex w-full flex-wrap gap-2 max-sm:[&_svg]:hidden sm:w-auto">
          <Button asChild size="sm">
            <Link to="/checkout">
              <PlusCircle className="h-4 w-4" aria-hidden />
              {t('links.addCoins')}
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to="/boxes">
              <LayoutGrid className="h-4 w-4" aria-hidden />
              {t('links.browseBoxes')}
            </Link>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <Link to="/">
              <Home className="h-4 w-4" aria-hidden />
              {t('links.home')}
            </Link>
          </Button>
        </nav>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Stat
          className="col-span-2 lg:col-span-1"
          label={t('stats.balance')}
          icon={<Coins className="h-4 w-4 text-gold" aria-hidden />}
          value={<span data-testid="dashboard-balance">{t('stats.coins', { count: user.balance, coins: coinAmount(user.balance) })}</span>}
          hint={money(coinsToUsd(user.balance))}
        />
        <Stat
          label={t('stats.boxesOpened')}
          icon={<Package className="h-4 w-4 text-accent-soft" aria-hidden />}
          value={summary ? formatNumber(summary.boxesOpened) : loadingValue}
          hint={summary ? t('stats.wins', { count: summary.wins, wins: formatNumber(summary.wins) }) : undefined}
        />
        <Stat
          label={t('stats.totalWinnings')}
          icon={<Trophy className="h-4 w-4 text-hot" aria-hidden />}
          value={summary ? money(summary.totalWinnings) : loadingValue}
          hint={
            summary && summary.pendingActions > 0
              ? t('stats.pending', { count: summary.pendingActions, pending: formatNumber(summary.pendingActions) })
              : undefined
          }
        />
      </dl>
    </div>
  );
}
