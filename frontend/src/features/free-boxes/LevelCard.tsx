import { useTranslation } from 'react-i18next';
import { Clock, Gift, Lock, LogIn } from 'lucide-react';
import { COINS_PER_USD, type FreeBoxLevelDto, type FreeBoxProgress } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { useLevelText } from './levelText';
import { hoursMinutes, progressShare, type LevelCardState } from './cardState';

export interface LevelCardProps {
  level: FreeBoxLevelDto;
  state: LevelCardState;
  progress: FreeBoxProgress | null;
  onClaim: (level: number) => void;
  onSignIn: () => void;
}

/** Wraps a formatted value in a bidi isolate (the text form of <bdi>), so money keeps its order in right-to-left text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Time left as 'Xh Ym' in the active language. */
export function useHoursMinutes() {
  const { t } = useTranslation('freeBoxes');
  return (ms: number) => {
    const { hours, minutes } = hoursMinutes(ms);
    return t('duration', { hours: formatNumber(hours), minutes: formatNumber(minutes) });
  };
}

function ProgressBar({ label, value, share }: { label: string; value: string; share: number }) {
  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="text-fg-muted">{label}</span>
        <span className="font-semibold tabular-nums">{value}</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-3"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className={cn('h-full rounded-full', share >= 1 ? 'bg-success' : 'bg-accent')} style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** One free-box level: art, name, description, spending and XP progress, and the claim button in its state. */
export function LevelCard({ level, state, progress, onClaim, onSignIn }: LevelCardProps) {
  const { t } = useTranslation('freeBoxes');
  const { money } = useMoney();
  const duration = useHoursMinutes();
  const spentUsd = (coins: number) => money(coins / COINS_PER_USD);
  const xp = (n: number) => t('xpValue', { xp: formatNumber(n) });
  const text = useLevelText()(level);
  const dim = state.kind === 'locked';
  return (
    <article
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-surface/80',
        state.kind === 'ready' ? 'border-gold/70 shadow-[0_0_24px_-8px] shadow-gold/60' : 'border-line',
      )}
      data-testid={`free-box-level-${level.level}`}
      data-state={state.kind}
    >
      <div className="relative aspect-[16/9] bg-surface-2">
        <img
          src={level.imageUrl}
          alt=""
          className={cn('absolute inset-0 h-full w-full object-contain p-3', dim && 'opacity-50 grayscale')}
        />
        <span className="absolute start-3 top-3 rounded-full bg-bg/80 px-2.5 py-1 text-xs font-bold">
          {t('card.level', { level: formatNumber(level.level) })}
        </span>
        {dim ? <Lock className="absolute end-3 top-3 h-5 w-5 text-fg-muted" aria-hidden /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg font-bold">
            <bdi>{text.name}</bdi>
          </h3>
          <p className="mt-1 text-sm text-fg-muted">{text.description}</p>
        </div>
        <ProgressBar
          label={t('card.spent')}
          value={t('card.progress', {
            current: isolate(spentUsd(Math.min(progress?.totalSpent ?? 0, level.requiredSpent))),
            required: isolate(spentUsd(level.requiredSpent)),
          })}
          share={progressShare(progress?.totalSpent ?? 0, level.requiredSpent)}
        />
        <ProgressBar
          label={t('card.xp')}
          value={t('card.progress', {
            current: isolate(formatNumber(Math.min(progress?.experiencePoints ?? 0, level.requiredXP))),
            required: isolate(xp(level.requiredXP)),
          })}
          share={progressShare(progress?.experiencePoints ?? 0, level.requiredXP)}
        />
        <div className="mt-auto pt-1">
          <ClaimButton state={state} level={level.level} onClaim={onClaim} onSignIn={onSignIn} duration={duration} />
        </div>
      </div>
    </article>
  );
}

interface ClaimButtonProps {
  state: LevelCardState;
  level: number;
  onClaim: (level: number) => void;
  onSignIn: () => void;
  duration: (ms: number) => string;
}

function ClaimButton({ state, level, onClaim, onSignIn, duration }: ClaimButtonProps) {
  const { t } = useTranslation('freeBoxes');
  const full = 'w-full';
  switch (state.kind) {
    case 'signedOut':
      return (
        <Button variant="secondary" className={full} onClick={onSignIn}>
          <LogIn className="h-4 w-4" aria-hidden />
          {t('card.signIn')}
        </Button>
      );
    case 'locked':
      return (
        <Button variant="secondary" className={full} disabled>
          <Lock className="h-4 w-4" aria-hidden />
          {t('card.locked')}
        </Button>
      );
    case 'surpassed':
      return (
        <Button variant="secondary" className={full} disabled>
          {t('card.surpassed', { level: formatNumber(state.highest) })}
        </Button>
      );
    case 'cooldown':
      return (
        <Button variant="secondary" className={full} disabled data-testid="free-box-cooldown">
          <Clock className="h-4 w-4" aria-hidden />
          {t('card.cooldown', { time: duration(state.remainingMs) })}
        </Button>
      );
    case 'claiming':
      return (
        <Button className={full} disabled aria-busy>
          <Gift className="h-4 w-4 animate-pulse motion-reduce:animate-none" aria-hidden />
          {t('card.claiming')}
        </Button>
      );
    case 'ready':
      return (
        <Button className={full} onClick={() => onClaim(level)}>
          <Gift className="h-4 w-4" aria-hidden />
          {t('card.claim')}
        </Button>
      );
  }
}

/** The placeholder of a level card while the levels load. */
export function LevelCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface/80" aria-hidden data-testid="free-box-skeleton">
      <div className="aspect-[16/9] animate-pulse bg-surface-2 motion-reduce:animate-none" />
      <div className="grid gap-3 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-surface-2 motion-reduce:animate-none" />
        <div className="h-2 w-full rounded-full bg-surface-2" />
        <div className="h-2 w-full rounded-full bg-surface-2" />
        <div className="h-10 w-full animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
