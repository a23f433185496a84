import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import type { BattleDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { CodeValue } from '../fairness/CopyButton';
import { verifyBattle, type BattleVerification } from './verify';

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  const { t } = useTranslation('battles');
  const Icon = ok === false ? XCircle : CheckCircle2;
  return (
    <li className="flex items-center gap-2" data-ok={ok === null ? 'unknown' : String(ok)}>
      <Icon className={ok === false ? 'h-4 w-4 text-danger' : ok ? 'h-4 w-4 text-success' : 'h-4 w-4 text-fg-muted'} aria-hidden />
      <span>{label}</span>
      <span className="sr-only">{ok === null ? t('proof.notChecked') : ok ? t('proof.pass') : t('proof.fail')}</span>
    </li>
  );
}

/**
 * The battle's proof: the server seed's hash from the start; once revealed, the seed, the client seed and the seats'
 * contributions, each draw's nonce and roll, and a button that recomputes everything in the browser.
 */
export function BattleProof({ battle, settled }: { battle: BattleDto; settled: boolean }) {
  const { t } = useTranslation('battles');
  const [result, setResult] = useState<BattleVerification | null>(null);
  const [failed, setFailed] = useState(false);
  const revealed = settled && battle.serverSeed !== null && battle.clientSeed !== null && battle.contributions !== null;
  const verify = async () => {
    setFailed(false);
    try {
      setResult(await verifyBattle(battle));
    } catch {
      setFailed(true);
    }
  };
  return (
    <section aria-labelledby="battle-proof" className="grid gap-3 rounded-2xl border border-line bg-surface/80 p-4" data-testid="battle-proof">
      <h2 id="battle-proof" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="h-5 w-5 text-accent-soft" aria-hidden />
        {t('proof.title')}
      </h2>
      <div className="grid gap-1">
        <p className="text-sm text-fg-muted">{t('proof.hash')}</p>
        <CodeValue value={battle.serverSeedHash} label={t('proof.hash')} testId="server-seed-hash" />
      </div>
      {revealed ? (
        <>
          <div className="grid gap-1">
            <p className="text-sm text-fg-muted">{t('proof.seed')}</p>
            <CodeValue value={battle.serverSeed!} label={t('proof.seed')} testId="server-seed" />
          </div>
          <div className="grid gap-1">
            <p className="text-sm text-fg-muted">{t('proof.clientSeed')}</p>
            <CodeValue value={battle.clientSeed!} label={t('proof.clientSeed')} testId="client-seed" />
          </div>
          <div className="grid gap-1">
            <p className="text-sm text-fg-muted">{t('proof.contributions')}</p>
            <ol className="grid gap-1 text-xs">
              {battle.contributions!.map((c, seat) => (
                <li key={seat} className="flex gap-2">
                  <span className="shrink-0 text-fg-muted">{t('proof.seat', { seat: seat + 1 })}</span>
                  <code dir="ltr" className="min-w-0 break-all">{c}</code>
                </li>
              ))}
            </ol>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-start text-xs" data-testid="proof-draws">
              <caption className="sr-only">{t('proof.draws')}</caption>
              <thead>
                <tr className="text-fg-muted">
                  <th scope="col" className="p-1 text-start">{t('proof.round')}</th>
                  <th scope="col" className="p-1 text-start">{t('proof.seatColumn')}</th>
                  <th scope="col" className="p-1 text-start">{t('proof.nonce')}</th>
                  <th scope="col" className="p-1 text-start">{t('proof.roll')}</th>
                  <th scope="col" className="p-1 text-start">{t('proof.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {battle.revealed.flatMap((round) =>
                  round.draws.map((d) => (
                    <tr key={`${round.round}:${d.seat}`} className="border-t border-line/60">
                      <td className="p-1 tabular-nums">{round.round + 1}</td>
                      <td className="p-1 tabular-nums">{d.seat + 1}</td>
                      <td className="p-1 tabular-nums">{d.nonce}</td>
                      <td className="p-1 font-mono tabular-nums" dir="ltr">{d.roll.toFixed(10)}</td>
                      <td className="p-1"><bdi>{d.prizeName}</bdi></td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => void verify()} data-testid="verify-battle">
              <ShieldCheck className="h-4 w-4" aria-hidden />
              {t('proof.verify')}
            </Button>
            {result ? (
              <p role="status" className={result.ok ? 'font-semibold text-success' : 'font-semibold text-danger'} data-testid="verify-verdict">
                {result.ok ? t('proof.verified') : t('proof.mismatch')}
              </p>
            ) : null}
            {failed ? <p role="alert" className="text-sm text-danger">{t('proof.error')}</p> : null}
          </div>
          {result ? (
            <ul className="grid gap-1 text-sm">
              <Check ok={result.hashMatches} label={t('proof.checks.hash')} />
              <Check ok={result.clientSeedMatches} label={t('proof.checks.clientSeed')} />
              <Check ok={result.draws.every((d) => d.rollMatches && d.nonceMatches)} label={t('proof.checks.rolls', { count: result.draws.length })} />
              <Check ok={result.draws.every((d) => d.prizeMatches)} label={t('proof.checks.prizes')} />
              <Check ok={result.tieRollMatches} label={t('proof.checks.tie')} />
              <Check ok={result.winnerMatches} label={t('proof.checks.winner')} />
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-fg-muted">{t('proof.pending')}</p>
      )}
    </section>
  );
}
