import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, ScrollText, Timer, Trophy } from 'lucide-react';
import { EmptyState } from '../components/layout/EmptyState';
import { PageHeader } from '../components/layout/PageHeader';
import { Button } from '../components/ui/button';
import { useMoney } from '../currency';
import { Countdown } from '../features/leaderboard/Countdown';
import { Podium } from '../features/leaderboard/Podium';
import { RankingTable } from '../features/leaderboard/RankingTable';
import { LiveBadge } from '../features/winners/LiveBadge';
import { formatDate, formatNumber } from '../i18n/format';
import { api } from '../lib/queryClient';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useFeed } from '../realtime/feeds';
import { loadLeaderboard } from '../features/leaderboard/loadLeaderboard';
import { useLeaderboardStore } from '../stores/useLeaderboardStore';
import { useSessionStore } from '../stores/useSessionStore';

const TERMS = ['reset', 'ranking', 'prizes', 'free', 'fraud'] as const;

/**
 * The daily leaderboard: today's competition (the terms the server stored for the day: name, description, total
 * and prize breakdown) with its countdown to 00:00 UTC, the top-3 podium, the full ranking moving live with every
 * tick, the prize breakdown and the terms.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const { t: tc } = useTranslation();
  useDocumentTitle(tc('pages.leaderboard'));
  const { status, board, receivedAt, changed } = useLeaderboardStore();
  const meId = useSessionStore((s) => s.user?.id ?? null);
  const { money } = useMoney();
  const reload = useCallback(() => void loadLeaderboard(api), []);
  const custom = (board?.termsVersion ?? 0) > 0;

  useFeed('leaderboard', reload);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader icon={Trophy} eyebrow={t('eyebrow')} title={t('title')}>
        <LiveBadge />
      </PageHeader>

      {!board ? (
        status === 'error' ? (
          <div className="rounded-2xl border border-line bg-surface/70 px-6 py-12 text-center">
            <p className="text-lg font-semibold">{t('error')}</p>
            <Button className="mt-5" variant="secondary" onClick={reload}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          // At least a screen tall, so the footer stays below the fold instead of jumping down when the board arrives.
          <div role="status" aria-label={tc('loading')} className="min-h-dvh space-y-4">
            <div className="h-40 animate-pulse rounded-2xl bg-surface-2 motion-reduce:animate-none" />
            <div className="h-64 animate-pulse rounded-2xl bg-surface-2 motion-reduce:animate-none" />
          </div>
        )
      ) : (
        <div className="space-y-8">
          <div className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/20 via-surface to-hot/10 p-6 sm:p-8">
            <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
              <div className="min-w-0">
                {/* The built-in terms (version 0) show in the reader's language; terms an admin wrote show as written. */}
                <h2 dir={custom ? 'auto' : undefined} className="text-2xl font-extrabold break-words sm:text-3xl">
                  {custom ? board.name : t('name')}
                </h2>
                <p className="mt-1 text-sm text-fg-muted">{formatDate(`${board.id}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' })}</p>
                <p dir={custom ? 'auto' : undefined} className="mt-3 max-w-2xl whitespace-pre-line text-fg-muted">
                  {custom ? board.description : t('description', { total: money(board.totalPrize) })}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-3 sm:gap-4">
                <div className="rounded-2xl border border-line bg-bg/40 px-4 py-3">
                  <dt className="flex items-center gap-1.5 text-xs font-semibold text-fg-muted uppercase">
                    <Gift className="h-3.5 w-3.5" aria-hidden />
                    {t('prizePool')}
                  </dt>
                  <dd className="mt-1 font-display text-2xl font-extrabold text-gold sm:text-3xl">{money(board.totalPrize)}</dd>
                </div>
                <div className="rounded-2xl border border-line bg-bg/40 px-4 py-3">
                  <dt className="flex items-center gap-1.5 text-xs font-semibold text-fg-muted uppercase">
                    <Timer className="h-3.5 w-3.5" aria-hidden />
                    {t('endsIn')}
                  </dt>
                  <dd className="mt-1">
                    <Countdown receivedAt={receivedAt} timeRemaining={board.timeRemaining} onElapsed={reload} />
                  </dd>
                </div>
              </dl>
            </div>
          </div>

          {board.entries.length === 0 ? (
            <EmptyState title={t('empty.title')} body={t('empty.body')} cta={t('empty.cta')} />
          ) : (
            <Podium entries={board.entries} meId={meId} />
          )}

          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <h2 className="mb-3 text-lg font-bold">{t('ranking')}</h2>
              {board.entries.length ? (
                <RankingTable entries={board.entries} meId={meId} changed={changed} />
              ) : (
                <p className="rounded-2xl border border-line bg-surface/60 px-4 py-6 text-sm text-fg-muted">{t('rankingEmpty')}</p>
              )}
            </div>
            <aside className="min-w-0 space-y-6">
              <section aria-labelledby="prize-breakdown" className="rounded-2xl border border-line bg-surface/70 p-5">
                <h2 id="prize-breakdown" className="mb-3 flex items-center gap-2 text-lg font-bold">
                  <Gift className="h-5 w-5 text-gold" aria-hidden />
                  {t('breakdown.title')}
                </h2>
                <ol className="divide-y divide-line/70 text-sm">
                  {board.prizeDistribution.map((p) => (
                    <li key={p.position} className="flex items-center justify-between py-2">
                      <span className="text-fg-muted">{t('place', { position: formatNumber(p.position) })}</span>
                      <span className="font-semibold text-gold tabular-nums">{money(p.amount)}</span>
                    </li>
                  ))}
                  <li className="flex items-center justify-between pt-3 font-bold">
                    <span>{t('breakdown.total')}</span>
                    <span className="text-gold tabular-nums">{money(board.totalPrize)}</span>
                  </li>
                </ol>
              </section>
              <section aria-labelledby="leaderboard-terms" className="rounded-2xl border border-line bg-surface/70 p-5">
                <h2 id="leaderboard-terms" className="mb-3 flex items-center gap-2 text-lg font-bold">
                  <ScrollText className="h-5 w-5 text-accent-soft" aria-hidden />
                  {t('terms.title')}
                </h2>
                <ul className="list-disc space-y-2 ps-5 text-sm text-fg-muted marker:text-accent-soft">
                  {TERMS.map((term) => (
                    <li key={term}>{t(`terms.${term}`)}</li>
                  ))}
                </ul>
              </section>
            </aside>
          </div>
        </div>
      )}
    </section>
  );
}
