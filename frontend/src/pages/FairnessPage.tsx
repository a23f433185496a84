import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { BattleRules } from '../features/fairness/BattleRules';
import { HowItWorks } from '../features/fairness/HowItWorks';
import { ManualCalculator } from '../features/fairness/ManualCalculator';
import { SeedsPanel } from '../features/fairness/SeedsPanel';
import { Verifier } from '../features/fairness/Verifier';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/**
 * Provable fairness: how the draw works (openings and battles), the player's seeds (signed in), and a verifier that
 * recomputes any opening in this browser from its public proof. Public page.
 */
export default function FairnessPage() {
  const { t } = useTranslation('fairness');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.fairness'));
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <header className="max-w-3xl">
        <p className="mb-2 inline-flex items-center gap-1.5 rounded-full border border-success/40 bg-success/10 px-3 py-1 text-xs font-semibold text-success">
          <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
          {t('badge')}
        </p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{tc('pages.fairness')}</h1>
        <p className="mt-2 text-fg-muted">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-3">
          <Verifier />
          <HowItWorks />
          <BattleRules />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <SeedsPanel />
          <ManualCalculator />
        </div>
      </div>
    </div>
  );
}
