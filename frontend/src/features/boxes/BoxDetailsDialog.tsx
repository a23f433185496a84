import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Coins, Gift, Percent, Trophy } from 'lucide-react';
import type { BoxDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useMoney } from '../../currency';
import { formatNumber } from '../../i18n/format';
import { toast } from '../../stores/useToastStore';
import { useBoxText } from './boxText';
import { LegendaryPanel } from './LegendaryPanel';
import { boxRates } from './odds';
import { PrizeList } from './PrizeList';
import { useBoxDetails } from './queries';
import { useBoxActions } from './useBoxActions';
import { useBoxFlowStore } from './useBoxFlowStore';

/**
 * The box details dialog: image, price, top prize, number of prizes, win rate of the odds shown,
 * the legendary panel, the Open button and the prize list with the player's effective odds. A failed load
 * shows 'Error: Failed to load box details' and closes.
 */
export function BoxDetailsDialog() {
  const { t } = useTranslation('boxes');
  const boxId = useBoxFlowStore((s) => s.detailsId);
  const close = useBoxFlowStore((s) => s.closeDetails);
  const client = useQueryClient();
  const { data: box, isError, isPlaceholderData } = useBoxDetails(boxId, client);
  const textOf = useBoxText();
  const text = box ? textOf(box) : null;

  useEffect(() => {
    if (!isError || !boxId) return;
    toast({ title: t('details.loadFailedTitle'), description: t('details.loadFailed'), variant: 'destructive' });
    close();
  }, [isError, boxId, close, t]);

  return (
    <Dialog open={boxId !== null && !isError} onOpenChange={(next) => (next ? undefined : close())}>
      {boxId !== null && !isError ? (
        <DialogContent
          title={text?.name ?? t('details.loading')}
          description={text?.description}
          hideDescription
          closeLabel={t('details.close')}
          className="p-0! sm:max-w-2xl [&>div:first-child]:mb-0 [&>div:first-child]:px-5 [&>div:first-child]:pt-5 sm:[&>div:first-child]:px-6"
        >
          {box ? <DetailsBody box={box} placeholder={isPlaceholderData} /> : <DetailsSkeleton />}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Stat({ icon, label, value, sub }: { icon: ReactNode; label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="rounded-xl border border-line/70 bg-surface-2/60 px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wide text-fg-muted uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-base font-bold tabular-nums">{value}</dd>
      {sub ? <dd className="text-xs text-fg-muted tabular-nums">{sub}</dd> : null}
    </div>
  );
}

function DetailsBody({ box, placeholder }: { box: BoxDto; placeholder: boolean }) {
  const { t } = useTranslation('boxes');
  const { money, coinAmount } = useMoney();
  const { openBox } = useBoxActions();
  const { description } = useBoxText()(box);
  const rates = boxRates(box);
  const maxPrize = box.maxPrizeValue ?? box.prizes.reduce((m, p) => Math.max(m, Number(p.valueInUSD)), 0);
  return (
    <div className="flex flex-col">
      <div className="px-5 pt-4 pb-5 sm:px-6">
        <div className="grid gap-4 sm:grid-cols-[11rem_1fr] sm:gap-5">
          <div className="relative mx-auto aspect-square w-40 overflow-hidden rounded-2xl bg-surface-2 shadow-xl shadow-accent/10 ring-1 ring-line sm:w-44">
            <img src={box.imageUrl} alt="" width={512} height={512} className="h-full w-full object-cover" />
          </div>
          <div className="min-w-0">
            <span className="inline-block rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs font-semibold text-fg-muted">
              {t(`category.names.${box.category}`)}
            </span>
            <p className="mt-2 text-sm text-fg-muted">{description}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2">
              <Stat
                icon={<Coins className="h-3.5 w-3.5 text-gold" aria-hidden />}
                label={t('details.price')}
                value={<span className="text-gold">{coinAmount(box.priceCoins)}</span>}
                sub={`≈ ${money(box.priceInUSD)}`}
              />
              <Stat
                icon={<Trophy className="h-3.5 w-3.5 text-amber-300" aria-hidden />}
                label={t('details.maxPrize')}
                value={money(maxPrize)}
              />
              <Stat
                icon={<Gift className="h-3.5 w-3.5 text-accent-soft" aria-hidden />}
                label={t('details.prizes')}
                value={formatNumber(box.prizes.length)}
              />
              <Stat
                icon={<Percent className="h-3.5 w-3.5 text-success" aria-hidden />}
                label={t('details.worthRate')}
                value={<span data-testid="worth-rate">{t('details.winRateValue', { rate: rates.worth })}</span>}
                sub={<span data-testid="win-rate">{t('details.anyPrizeRate', { rate: rates.any })}</span>}
              />
            </dl>
          </div>
        </div>
        <div className="mt-4">
          {box.legendary ? (
            <LegendaryPanel box={box} legendary={box.legendary} />
          ) : placeholder ? (
            <div className="h-[7.5rem] animate-pulse rounded-xl border border-line bg-surface-2/60" aria-hidden />
          ) : null}
        </div>
        <div className="mt-5">
          <PrizeList box={box} dimOdds={placeholder} />
        </div>
      </div>
      <div className="sticky bottom-0 border-t border-line bg-surface/95 px-5 py-4 backdrop-blur sm:px-6">
        <Button size="lg" className="w-full" onClick={() => openBox(box)} data-testid="open-box">
          <Coins className="h-5 w-5" aria-hidden />
          {t('details.open', { count: box.priceCoins, coins: coinAmount(box.priceCoins) })}
          <span className="font-medium opacity-80 max-sm:hidden">≈ {money(box.priceInUSD)}</span>
        </Button>
      </div>
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="space-y-4 px-5 pb-6 sm:px-6" aria-hidden>
      <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
        <div className="mx-auto aspect-square w-40 animate-pulse rounded-2xl bg-surface-2 sm:w-44" />
        <div className="grid grid-cols-2 gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-surface-2" />
          ))}
        </div>
      </div>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}
