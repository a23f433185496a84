import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, DollarSign, Gift, Sparkles, Trophy } from 'lucide-react';
import { COINS_PER_USD, type FreeBoxProgress } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useHoursMinutes } from './LevelCard';

function Stat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-2xl border border-line bg-surface/80 p-4" data-testid={testId}>
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-soft">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs text-fg-muted">{label}</p>
        <p className="truncate text-xl font-extrabold tabular-nums">{value}</p>
      </div>
    </div>
  );
}

/** The three stat cards: total spent (display currency), experience points, current level. */
export function FreeBoxStats({ progress }: { progress: FreeBoxProgress }) {
  const { t } = useTranslation('freeBoxes');
  const { money } = useMoney();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Stat
        testId="stat-spent"
        icon={<DollarSign className="h-5 w-5" aria-hidden />}
        label={t('stats.totalSpent')}
        value={money(progress.totalSpent / COINS_PER_USD)}
      />
      <Stat
        testId="stat-xp"
        icon={<Sparkles className="h-5 w-5" aria-hidden />}
        label={t('stats.xp')}
        value={t('xpValue', { xp: formatNumber(progress.experiencePoints) })}
      />
      <Stat
        testId="stat-level"
        icon={<Trophy className="h-5 w-5" aria-hidden />}
        label={t('stats.level')}
        value={progress.freeBoxLevel > 0 ? t('stats.levelValue', { level: formatNumber(progress.freeBoxLevel) }) : t('stats.noLevel')}
      />
    </div>
  );
}

export type BannerState =
  { kind: 'ready'; levelName: string } | { kind: 'cooldown'; remainingMs: number } | { kind: 'locked'; amount: string; xp: string };

/** The countdown banner: time to the next claim, a ready call-out, or what unlocks the first level. */
export function CountdownBanner({ state }: { state: BannerState }) {
  const { t } = useTranslation('freeBoxes');
  const duration = useHoursMinutes();
  const tone =
    state.kind === 'ready'
      ? 'border-gold/60 bg-gold/10'
      : state.kind === 'cooldown'
        ? 'border-accent/50 bg-accent/10'
        : 'border-line bg-surface-2/60';
  return (
    <div className={cn('flex items-center gap-3 rounded-2xl border px-4 py-3', tone)} data-testid="free-box-banner" data-state={state.kind}>
      {state.kind === 'cooldown' ? (
        <Clock className="h-5 w-5 shrink-0 text-accent-soft" aria-hidden />
      ) : (
        <Gift className="h-5 w-5 shrink-0 text-gold" aria-hidden />
      )}
      <p className="text-sm font-semibold" role={state.kind === 'cooldown' ? 'timer' : undefined} aria-live="off">
        {state.kind === 'ready'
          ? t('banner.ready', { level: state.levelName })
          : state.kind === 'cooldown'
            ? t('banner.cooldown', { time: duration(state.remainingMs) })
            : t('banner.locked', { amount: state.amount, xp: state.xp })}
      </p>
    </div>
  );
}
