import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useNow } from '../../lib/useNow';

const pad = (n: number) => formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });

/**
 * HH:MM:SS until the reset at 00:00 UTC. Anchored on when the board arrived plus the server's
 * `timeRemaining`, so a wrong local clock does not matter. Calls `onElapsed` once when it reaches zero.
 */
export function Countdown({ receivedAt, timeRemaining, onElapsed }: { receivedAt: number; timeRemaining: number; onElapsed: () => void }) {
  const { t } = useTranslation('leaderboard');
  const now = useNow(1000);
  const left = Math.max(0, Math.floor((receivedAt + timeRemaining * 1000 - now) / 1000));
  const fired = useRef<number | null>(null);
  useEffect(() => {
    if (left > 0 || fired.current === receivedAt) return;
    fired.current = receivedAt;
    onElapsed();
  }, [left, receivedAt, onElapsed]);
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return (
    <span role="timer" aria-label={t('countdownLabel')} className="font-display text-2xl font-extrabold tabular-nums sm:text-3xl" dir="ltr">
      {left === 0 ? t('resetting') : `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`}
    </span>
  );
}
