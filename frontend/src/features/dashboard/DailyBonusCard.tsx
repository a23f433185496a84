import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Gift, Clock, ShieldOff } from 'lucide-react';
import { ErrorCode, type DailyBonusStatusDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { formatDate, formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { useClaimDailyBonus, useDailyBonus } from './api';
import { dashboardQueries } from './queries';
import { splitDuration, useCountdown } from './useCountdown';
import { Card } from './Card';

const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });

/** Time left as a clock, 'HH:MM:SS', with the active language's digits. */
export function CountdownClock({ ms }: { ms: number }) {
  const { hours, minutes, seconds } = splitDuration(ms);
  return (
    <span dir="ltr" className="font-mono tabular-nums">
      {two(hours)}:{two(minutes)}:{two(seconds)}
    </span>
  );
}

/** The daily bonus: a claim button, or a countdown to the next claim. */
export function DailyBonusCard() {
  const { t } = useTranslation('dashboard');
  const { data, dataUpdatedAt, isPending, isError, refetch } = useDailyBonus();
  return (
    <Card title={t('dailyBonus.title')} icon={<Gift className="h-5 w-5 text-gold" aria-hidden />}>
      {isPending ? (
        <div className="h-20 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" aria-hidden />
      ) : isError ? (
        <div className="grid gap-2 text-sm text-fg-muted">
          <p>{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" className="justify-self-start" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <DailyBonusBody status={data} receivedAt={dataUpdatedAt} />
      )}
    </Card>
  );
}

export function DailyBonusBody({ status, receivedAt }: { status: DailyBonusStatusDto; receivedAt: number }) {
  const { t } = useTranslation('dashboard');
  const { coins } = useMoney();
  const queryClient = useQueryClient();
  const claim = useClaimDailyBonus();
  const remaining = useCountdown(status.nextClaimAt, status.serverTime, receivedAt);
  // A self-excluded player cannot claim (the server refuses it with SELF_EXCLUDED): say why instead of offering it.
  const excluded = status.selfExcludedUntil !== null;
  const waiting = !excluded && !status.available && remaining !== null && remaining > 0;

  // When the countdown ends, ask the server (the only judge) for the new status.
  const ended = !excluded && !status.available && remaining === 0;
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: dashboardQueries.dailyBonus().queryKey });
  }, [ended, queryClient]);

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: t('dailyBonus.claimedTitle'),
          description: t('dailyBonus.claimed', { coins: coins(result.credited) }),
          variant: 'success',
        }),
      onError: (err) => {
        const cooling = err instanceof ApiError && (err.code === ErrorCode.DAILY_BONUS_NOT_READY || err.code === ErrorCode.SELF_EXCLUDED);
        toast({ title: t('dailyBonus.failedTitle'), description: errorMessage(err), variant: 'destructive' });
        if (cooling || !(err instanceof ApiError)) void queryClient.invalidateQueries({ queryKey: dashboardQueries.dailyBonus().queryKey });
      },
    });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-muted">{t('dailyBonus.body', { coins: coins(status.coins) })}</p>
      {status.selfExcludedUntil ? (
        <p
          className="flex items-start gap-2 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm"
          data-testid="daily-bonus-excluded"
        >
          <ShieldOff className="mt-0.5 h-4 w-4 shrink-0 text-gold" aria-hidden />
          {status.selfExclusionPermanent
            ? t('dailyBonus.excludedForever')
            : t('dailyBonus.excludedUntil', { date: formatDate(status.selfExcludedUntil, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      ) : null}
      {waiting ? (
        <div className="grid gap-1 rounded-xl border border-line bg-surface-2/60 px-4 py-3" data-testid="daily-bonus-countdown">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <Clock className="h-4 w-4 text-accent-soft" aria-hidden />
            {t('dailyBonus.nextIn')}
          </p>
          <p role="timer" aria-live="off" className="text-2xl font-bold">
            <CountdownClock ms={remaining} />
          </p>
          {status.nextClaimAt ? (
            <p className="text-xs text-fg-muted">
              {t('dailyBonus.availableAt', { time: formatDate(status.nextClaimAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button
        onClick={onClaim}
        disabled={excluded || waiting || claim.isPending || ended}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        <Gift className="h-4 w-4" aria-hidden />
        {claim.isPending
          ? t('dailyBonus.claiming')
          : excluded
            ? t('dailyBonus.paused')
            : waiting
              ? t('dailyBonus.claimedToday')
              : t('dailyBonus.claim')}
      </Button>
    </div>
  );
}
