import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CalendarCheck, Coins, Hash, KeyRound, Lock, RotateCcw, ShieldCheck, Trophy, Truck } from 'lucide-react';
import { COINS_PER_USD, LEADERBOARD_PRIZES_USD, LIMITS, TIMINGS } from '@nova/protocol';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { cn } from '../../lib/cn';
import { SlideArt, Tile } from '../home/DemoArt';
import { catalogImage, SAMPLE_BOX, type DemoStep } from './steps';

const seconds = (ms: number) => formatNumber(ms / 1000);

/** One catalog picture (decorative: the step's text says what it shows). */
function CatalogImage({ kind, file, className }: { kind: 'boxes' | 'prizes'; file: string; className?: string }) {
  return <img src={catalogImage(kind, file)} alt="" width={512} height={512} decoding="async" className={cn('rounded-lg bg-surface-3 object-cover', className)} />;
}

/** The illustration of one walkthrough step, built from real catalog pictures and the shop's real numbers. */
export function StepArt({ step }: { step: DemoStep }) {
  const { t } = useTranslation('demo');
  const { money, coinAmount } = useMoney();
  switch (step) {
    case 'coins':
      return <SlideArt slide="coins" />;
    case 'pick':
      return (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Tile className="flex items-center gap-3 sm:w-44 sm:flex-col sm:text-center">
            <CatalogImage kind="boxes" file={SAMPLE_BOX.image} className="h-20 w-20 sm:h-28 sm:w-28" />
            <div>
              <p className="font-semibold">{SAMPLE_BOX.name}</p>
              <p className="font-bold text-gold tabular-nums">{t('art.price', { coins: coinAmount(SAMPLE_BOX.priceCoins) })}</p>
              <p className="text-xs text-fg-muted tabular-nums">{money(SAMPLE_BOX.priceCoins / COINS_PER_USD)}</p>
            </div>
          </Tile>
          <Tile className="min-w-0 flex-1">
            <p className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">{t('art.odds')}</p>
            <ul className="grid gap-2">
              {SAMPLE_BOX.prizes.map((prize) => (
                <li key={prize.name} className="flex items-center gap-3">
                  <CatalogImage kind="prizes" file={prize.image} className="h-10 w-10 shrink-0" />
                  <span className="min-w-0 flex-1 truncate text-sm">{prize.name}</span>
                  <span className="text-sm font-bold text-accent-soft tabular-nums">
                    {formatNumber(prize.oddsPpm / 1_000_000, { style: 'percent', minimumFractionDigits: 4 })}
                  </span>
                </li>
              ))}
            </ul>
          </Tile>
        </div>
      );
    case 'open':
      return (
        <div className="grid gap-3">
          <SlideArt slide="open" />
          <div className="grid grid-cols-3 gap-2 text-center text-xs">
            {([
              ['commitment', Lock],
              ['clientSeed', KeyRound],
              ['nonce', Hash],
            ] as const).map(([key, Icon]) => (
              <Tile key={key} className="p-2">
                <Icon className="mx-auto h-4 w-4 text-accent-soft" aria-hidden />
                <span className="mt-1 block font-semibold">{t(`art.${key}`)}</span>
              </Tile>
            ))}
          </div>
          <p className="text-center text-xs text-fg-muted">{t('art.timing', { spin: seconds(TIMINGS.spinMs), reveal: seconds(TIMINGS.revealMs) })}</p>
        </div>
      );
    case 'win':
      return (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex items-center gap-3">
            <CatalogImage kind="prizes" file={SAMPLE_BOX.prizes[1].image} className="h-24 w-24 shrink-0 ring-4 ring-fuchsia-400/60" />
            <p className="font-semibold sm:hidden">{SAMPLE_BOX.prizes[1].name}</p>
          </div>
          <div className="grid flex-1 gap-2">
            {([
              ['ship', Truck, 'text-success'],
              ['resell', Coins, 'text-gold'],
              ['again', RotateCcw, 'text-accent-soft'],
            ] as const).map(([key, Icon, tone]) => (
              <Tile key={key} className="flex items-center gap-3 py-2">
                <Icon className={cn('h-5 w-5 shrink-0', tone)} aria-hidden />
                <span className="text-sm font-semibold">{t(`art.${key}`)}</span>
              </Tile>
            ))}
          </div>
        </div>
      );
    case 'verify':
      return (
        <Tile className="grid gap-2 font-mono text-xs">
          {(['serverSeed', 'clientSeed', 'nonce'] as const).map((key, i) => (
            <div key={key} className="flex items-center justify-between gap-3">
              <span className="font-sans text-fg-muted">{t(`art.${key}`)}</span>
              <span className="truncate" dir="ltr">{['9f2c…41e7', 'lucky-7', '42'][i]}</span>
            </div>
          ))}
          <p className="mt-1 flex items-center gap-2 font-sans text-sm font-bold text-success">
            <BadgeCheck className="h-5 w-5" aria-hidden />
            {t('art.verified')}
          </p>
          <Link to="/fairness" className="inline-flex items-center gap-1.5 font-sans text-sm text-accent-soft underline-offset-4 hover:underline">
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t('art.fairnessLink')}
          </Link>
        </Tile>
      );
    case 'climb':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Tile>
            <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
              <Trophy className="h-4 w-4 text-gold" aria-hidden />
              {t('art.leaderboard', { places: LEADERBOARD_PRIZES_USD.length })}
            </p>
            <div className="flex h-20 items-end justify-center gap-2" aria-hidden>
              {[1, 0, 2].map((rank) => (
                <span
                  key={rank}
                  className={cn('flex w-20 items-start justify-center rounded-t-lg bg-gradient-to-b pt-1 text-xs font-bold tabular-nums to-surface-3', ['h-full from-gold/60', 'h-3/4 from-slate-300/50', 'h-1/2 from-amber-700/60'][rank])}
                >
                  {money(LEADERBOARD_PRIZES_USD[rank] ?? 0)}
                </span>
              ))}
            </div>
          </Tile>
          <Tile className="flex items-center gap-3">
            <CalendarCheck className="h-8 w-8 shrink-0 text-success" aria-hidden />
            <span className="text-sm font-semibold">{t('art.bonus', { coins: coinAmount(LIMITS.dailyBonusCoins) })}</span>
          </Tile>
        </div>
      );
  }
}
