import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, Hourglass, RefreshCw, ScanSearch, ShieldCheck, ShieldX, X } from 'lucide-react';
import type { OpeningProofDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { formatDate, formatNumber } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errorMessage';
import { cn } from '../../lib/cn';
import { useSessionStore } from '../../stores/useSessionStore';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { useFairnessState, useProof, useRotateSeed } from './api';
import { OPENING_ID } from './queries';
import { CodeValue } from './CopyButton';
import { OddsTable } from './OddsTable';
import { useVerdict } from './useVerdict';
import { ticketOf, type ProofVerdict } from './verify';

/** A labelled row of the proof details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

function CheckLine({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <span className={cn('inline-flex items-start gap-1.5 font-medium', ok ? 'text-success' : 'text-danger')}>
      {ok ? <Check className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> : <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />}
      {ok ? yes : no}
    </span>
  );
}

const rollText = (roll: number) => formatNumber(roll, { maximumFractionDigits: 10, minimumFractionDigits: 1 });

/** The verdict banner: Verified, Not verified, not revealed yet, or still checking. */
function VerdictBanner({ verdict, proof }: { verdict: ProofVerdict | null; proof: OpeningProofDto }) {
  const { t } = useTranslation('fairness');
  const signedIn = useSessionStore((s) => s.token !== null);
  const seeds = useFairnessState();
  const rotate = useRotateSeed();
  const base = 'flex gap-3 rounded-xl border px-4 py-3';
  if (!verdict) {
    return (
      <p role="status" className={cn(base, 'items-center border-line bg-surface-2 text-fg-muted')}>
        {t('verifier.checking')}
      </p>
    );
  }
  if (verdict.state === 'unrevealed') {
    const ownActiveSeed = signedIn && seeds.data?.serverSeedHash === proof.serverSeedHash;
    return (
      <div role="status" data-verdict="unrevealed" className={cn(base, 'flex-wrap items-center border-gold/50 bg-gold/10 text-gold')}>
        <Hourglass className="h-5 w-5 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1 font-semibold">{t('verifier.unrevealed')}</p>
        {ownActiveSeed ? (
          <Button
            size="sm"
            variant="outline"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => toast({ title: t('seeds.rotatedTitle'), description: t('seeds.rotated'), variant: 'success' }),
                onError: (err) => toast({ title: t('seeds.rotateFailed'), description: errorMessage(err), variant: 'destructive' }),
              })
            }
          >
            <RefreshCw className="h-4 w-4" aria-hidden />
            {t('verifier.rotateNow')}
          </Button>
        ) : null}
      </div>
    );
  }
  const ok = verdict.state === 'verified';
  return (
    <div
      role="status"
      data-verdict={verdict.state}
      className={cn(
        base,
        'items-start',
        ok ? 'border-success/50 bg-success/10 text-success' : 'border-danger/60 bg-danger-bg text-danger',
      )}
    >
      {ok ? <ShieldCheck className="h-6 w-6 shrink-0" aria-hidden /> : <ShieldX className="h-6 w-6 shrink-0" aria-hidden />}
      <div className="min-w-0">
        <p className="text-lg font-bold">{ok ? t('verifier.verified') : t('verifier.notVerified')}</p>
        <p className="text-sm opacity-90">{ok ? t('verifier.verifiedBody') : t('verifier.notVerifiedBody')}</p>
      </div>
    </div>
  );
}

/** Everything about one proof: the verdict, the checks, the inputs, and the odds table with the landed row. */
export function ProofResult({ proof }: { proof: OpeningProofDto }) {
  const { t } = useTranslation('fairness');
  const verdict = useVerdict(proof);
  const computed = verdict && verdict.state !== 'unrevealed' ? verdict : null;
  const recordedIndex = proof.table.findIndex((row) => row.prizeId === proof.prizeId);
  return (
    <div className="grid gap-4" data-testid="proof-result">
      <VerdictBanner verdict={verdict} proof={proof} />
      <dl className="grid gap-3">
        <Detail label={t('verifier.box')}>
          <bdi>{proof.box.name}</bdi>
        </Detail>
        <Detail label={t('verifier.prize')}>
          <bdi>{proof.prizeName}</bdi>
        </Detail>
        <Detail label={t('verifier.opened')}>{formatDate(proof.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Detail>
        <Detail label={t('fields.serverSeedHash')}>
          <CodeValue value={proof.serverSeedHash} label={t('fields.serverSeedHash')} />
        </Detail>
        <Detail label={t('fields.serverSeed')}>
          {proof.serverSeed ? (
            <CodeValue value={proof.serverSeed} label={t('fields.serverSeed')} testId="proof-server-seed" />
          ) : (
            <span className="text-fg-muted">{t('verifier.hidden')}</span>
          )}
        </Detail>
        <Detail label={t('fields.clientSeed')}>
          <CodeValue value={proof.clientSeed} label={t('fields.clientSeed')} />
        </Detail>
        <Detail label={t('fields.nonce')}>
          <span dir="ltr" className="font-mono tabular-nums">
            {proof.nonce}
          </span>
        </Detail>
        {computed ? (
          <>
            <Detail label={t('verifier.hashCheck')}>
              <CheckLine ok={computed.hashMatches} yes={t('verifier.hashMatches')} no={t('verifier.hashMismatch')} />
            </Detail>
            <Detail label={t('fields.message')}>
              <code dir="ltr" className="font-mono text-xs break-all sm:text-sm">
                {computed.computation.message}
              </code>
            </Detail>
            <Detail label={t('fields.digest')}>
              <code dir="ltr" className="font-mono text-xs break-all sm:text-sm">
                <mark className="rounded bg-accent/30 px-0.5 text-fg">{computed.computation.digest.slice(0, 8)}</mark>
                {computed.computation.digest.slice(8)}
              </code>
            </Detail>
            <Detail label={t('fields.roll')}>
              <span className="grid gap-1">
                <span dir="ltr" className="font-mono tabular-nums" data-testid="computed-roll">
                  {rollText(computed.computation.roll)}
                </span>
                <CheckLine
                  ok={computed.rollMatches}
                  yes={t('verifier.rollMatches')}
                  no={t('verifier.rollMismatch', { recorded: rollText(proof.roll) })}
                />
              </span>
            </Detail>
            <Detail label={t('fields.ticket')}>
              <span dir="ltr" className="font-mono tabular-nums">
                {formatNumber(computed.computation.ticket)}
              </span>
            </Detail>
            <Detail label={t('verifier.prizeCheck')}>
              {computed.tableValid ? (
                <CheckLine ok={computed.prizeMatches} yes={t('verifier.prizeMatches')} no={t('verifier.prizeMismatch')} />
              ) : (
                <CheckLine ok={false} yes="" no={t('verifier.tableInvalid')} />
              )}
            </Detail>
          </>
        ) : (
          <Detail label={t('verifier.recordedRoll')}>
            <span dir="ltr" className="font-mono tabular-nums">
              {rollText(proof.roll)}
            </span>
          </Detail>
        )}
      </dl>
      <OddsTable
        table={proof.table}
        landed={computed ? computed.index : recordedIndex}
        ticket={computed ? computed.computation.ticket : ticketOf(proof.roll)}
      />
    </div>
  );
}

/**
 * The verifier: an opening id (prefilled from `?opening=`), its public proof, and the roll recomputed in
 * this browser with the protocol's `verifyFairness`. A new `?opening=` (a Verify link) starts afresh.
 */
export function Verifier() {
  const [params] = useSearchParams();
  const opening = params.get('opening')?.trim() ?? '';
  return <VerifierCard key={opening} requested={opening} />;
}

function VerifierCard({ requested }: { requested: string }) {
  const { t } = useTranslation('fairness');
  const [, setParams] = useSearchParams();
  const [input, setInput] = useState(requested);
  const [error, setError] = useState<string | undefined>(requested && !OPENING_ID.test(requested) ? t('verifier.badId') : undefined);
  const [id, setId] = useState<string | null>(OPENING_ID.test(requested) ? requested.toLowerCase() : null);
  const proof = useProof(id);

  // The address follows the opening shown, so it can be shared (updated after the submit, not during it).
  useEffect(() => {
    if (id && id !== requested.toLowerCase())
      setParams(
        (p) => {
          p.set('opening', id);
          return p;
        },
        { replace: true },
      );
  }, [id, requested, setParams]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim().toLowerCase();
    if (!OPENING_ID.test(value)) {
      setError(t('verifier.badId'));
      return;
    }
    setError(undefined);
    if (value === id) void proof.refetch();
    else setId(value);
  };

  const notFound = proof.error instanceof ApiError && proof.error.status === 404;
  return (
    <Card title={t('verifier.title')} icon={<ScanSearch className="h-5 w-5 text-accent-soft" aria-hidden />}>
      <p className="mb-4 text-sm text-fg-muted">{t('verifier.intro')}</p>
      <form onSubmit={submit} noValidate className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('verifier.openingId')}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="65f0c2a1b4e7d9f3a2c1b0e9"
            spellCheck={false}
            autoComplete="off"
            dir="ltr"
            className="font-mono"
            error={error}
          />
        </div>
        <Button type="submit" className={cn(error ? 'sm:mb-7' : '')}>
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t('verifier.verify')}
        </Button>
      </form>
      {id === null ? null : proof.isPending ? (
        <p role="status" className="text-sm text-fg-muted">
          {t('verifier.loading')}
        </p>
      ) : proof.isError ? (
        <p role="alert" className="rounded-xl border border-danger/60 bg-danger-bg px-4 py-3 text-sm text-danger">
          {notFound ? t('verifier.notFound') : errorMessage(proof.error)}
        </p>
      ) : (
        <ProofResult proof={proof.data} />
      )}
    </Card>
  );
}
