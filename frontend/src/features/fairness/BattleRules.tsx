import { useTranslation } from 'react-i18next';
import { Swords } from 'lucide-react';
import { BATTLE_LIMITS, BATTLE_TIE_NONCE, BOT_CONTRIBUTION } from '@nova/protocol';
import { Card } from '../dashboard/Card';

/** The battle rules as code: exactly what `protocol/src/battles.ts` computes (docs/battles.md). */
const FORMULA = [
  `clientSeed = hex(SHA-256(contribution[0] + ":" + … + ":" + contribution[n-1]))`,
  `             // a player's own client seed when they joined; a bot's "${BOT_CONTRIBUTION}"`,
  `nonce(round, seat) = round × ${BATTLE_LIMITS.maxSeats} + seat        // both counted from 0`,
  'prize(round, seat) = the opening draw with that nonce on the round’s odds table',
  'winner = the team with the highest total value (cents)',
  `tie    = tied[floor(roll(nonce = ${BATTLE_TIE_NONCE.toLocaleString('en-US')}) × tied.length)]`,
].join('\n');

const STEPS = ['seed', 'clientSeed', 'draws', 'winner', 'prizes'] as const;

/** How a box battle is drawn and won, in plain words and then the exact rule. */
export function BattleRules() {
  const { t } = useTranslation('fairness');
  return (
    <Card title={t('battles.title')} icon={<Swords className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <ol className="grid list-decimal gap-3 ps-5 text-sm marker:font-bold marker:text-accent-soft">
        {STEPS.map((step) => (
          <li key={step} className="ps-1">
            <span className="font-semibold">{t(`battles.steps.${step}.title`)}</span>{' '}
            <span className="text-fg-muted">{t(`battles.steps.${step}.body`)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-5 mb-2 text-sm font-semibold">{t('battles.formula')}</p>
      {/* Focusable and named: the formula scrolls sideways on narrow screens, and keyboards must reach it. */}
      <pre
        role="region"
        aria-label={t('battles.formula')}
        tabIndex={0}
        dir="ltr"
        className="overflow-x-auto rounded-xl border border-line bg-bg/70 p-4 text-start font-mono text-xs leading-relaxed text-fg sm:text-sm"
      >
        <code>{FORMULA}</code>
      </pre>
    </Card>
  );
}
