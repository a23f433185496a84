import { useTranslation } from 'react-i18next';
import { Coins, Gift, PackageOpen, Truck } from 'lucide-react';
import { useMoney } from '../../currency';

const STEPS = [
  { key: 'buy', icon: Coins, tone: 'from-gold/30 text-gold' },
  { key: 'unbox', icon: PackageOpen, tone: 'from-accent/30 text-accent-soft' },
  { key: 'win', icon: Gift, tone: 'from-hot/30 text-hot' },
  { key: 'enjoy', icon: Truck, tone: 'from-success/30 text-success' },
] as const;

/** How It Works in four steps: Buy, Unbox, Win, Enjoy. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  const { money } = useMoney();
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mb-8 text-center">
        <h2 id="how-title" className="font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
          {t('how.title')}
        </h2>
        <p className="mt-2 text-fg-muted">{t('how.subtitle')}</p>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ key, icon: Icon, tone }, i) => (
          <li key={key} className="relative rounded-2xl border border-line bg-surface/80 p-6">
            <span className="absolute end-5 top-4 font-display text-4xl font-black text-surface-3 tabular-nums" aria-hidden>
              {i + 1}
            </span>
            <span className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br to-transparent ${tone}`}>
              <Icon className="h-6 w-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(`how.steps.${key}.title`)}</h3>
            <p className="mt-1.5 text-sm text-fg-muted">
              {key === 'buy' ? t('how.steps.buy.body', { value: money(1) }) : t(`how.steps.${key}.body`)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
