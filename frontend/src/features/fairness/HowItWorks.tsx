import { useTranslation } from 'react-i18next';
import { BookOpen } from 'lucide-react';
import { Card } from '../dashboard/Card';

/** The published algorithm, as code: exactly what `protocol/src/fairness.ts` computes. */
const FORMULA = [
  'serverSeedHash = hex(SHA-256(serverSeed))',
  'digest = hex(HMAC-SHA256(key = serverSeed,',
  '                         message = clientSeed + ":" + nonce))',
  'roll   = parseInt(digest[0..8], 16) / 2^32   // 0 ≤ roll < 1',
  'ticket = floor(roll × 1,000,000)              // 0 … 999,999',
  'prize  = first row with ticket < cumulative oddsPpm',
].join('\n');

const STEPS = ['commit', 'clientSeed', 'roll', 'ticket', 'reveal'] as const;

/** The scheme in plain words, then the exact formula. */
export function HowItWorks() {
  const { t } = useTranslation('fairness');
  return (
    <Card title={t('how.title')} icon={<BookOpen className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <ol className="grid list-decimal gap-3 ps-5 text-sm marker:font-bold marker:text-accent-soft">
        {STEPS.map((step) => (
          <li key={step} className="ps-1">
            <span className="font-semibold">{t(`how.steps.${step}.title`)}</span>{' '}
            <span className="text-fg-muted">{t(`how.steps.${step}.body`)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5 mb-2 text-sm font-semibold">{t('how.formula')}</p>
      <pre
        dir="ltr"
        className="overflow-x-auto rounded-xl border border-line bg-bg/70 p-4 text-start font-mono text-xs leading-relaxed text-fg sm:text-sm"
      >
        <code>{FORMULA}</code>
      </pre>
      <p className="mt-3 text-xs text-fg-muted">{t('how.sameCode')}</p>
    </Card>
  );
}
