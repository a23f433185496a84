import { useTranslation } from 'react-i18next';
import { Coins, Sparkles } from 'lucide-react';
import type { CoinPackageDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { cn } from '../../lib/cn';
import { useUsd } from './useUsd';

export interface PackageGridProps {
  packages: CoinPackageDto[];
  /** The package being started (its button shows progress; all are disabled meanwhile). */
  busyId: string | null;
  onSelect(pkg: CoinPackageDto): void;
}

/** The coin packages as cards: coins (and bonus), the price in the visitor's currency and the USD charge. */
export function PackageGrid({ packages, busyId, onSelect }: PackageGridProps) {
  const { t } = useTranslation('checkout');
  const { money, coinAmount, currency } = useMoney();
  const usd = useUsd();
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
      {packages.map((pkg) => (
        <li key={pkg.id}>
          <article
            data-package={pkg.id}
            className={cn(
              'relative flex h-full flex-col gap-3 rounded-2xl border bg-surface/80 p-4',
              pkg.popular ? 'border-accent/70 shadow-lg shadow-accent/15' : 'border-line',
            )}
          >
            {pkg.popular ? (
              <span className="absolute -top-2.5 start-4 inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-accent to-hot px-2.5 py-0.5 text-xs font-bold text-white">
                <Sparkles className="h-3 w-3" aria-hidden />
                {t('packages.popular')}
              </span>
            ) : null}
            <div className="flex items-center gap-2">
              <Coins className="h-6 w-6 shrink-0 text-gold" aria-hidden />
              <h3 className="text-xl font-extrabold tabular-nums">{t('packages.coins', { coins: coinAmount(pkg.coins) })}</h3>
            </div>
            {pkg.bonusCoins > 0 ? (
              <p className="-mt-1 text-sm font-semibold text-success">{t('packages.bonus', { coins: coinAmount(pkg.bonusCoins) })}</p>
            ) : null}
            <div className="mt-auto grid gap-0.5">
              <p className="text-2xl font-bold tabular-nums">{money(pkg.price)}</p>
              {currency === 'USD' ? null : <p className="text-xs text-fg-muted">{t('packages.charged', { price: usd(pkg.price) })}</p>}
            </div>
            <Button
              variant={pkg.popular ? 'primary' : 'secondary'}
              onClick={() => onSelect(pkg)}
              disabled={busyId !== null}
              aria-label={`${t('packages.select')}: ${t('packages.coins', { coins: coinAmount(pkg.coins) })}`}
            >
              {busyId === pkg.id ? t('pay.starting') : t('packages.select')}
            </Button>
          </article>
        </li>
      ))}
    </ul>
  );
}
