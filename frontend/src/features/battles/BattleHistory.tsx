import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BattleSummaryDto } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { useMoney } from '../../currency';
import { formatRelativeTime } from '../../i18n/format';
import { useSessionStore } from '../../stores/useSessionStore';
import { StatusBadge } from './StatusBadge';
import { battleQueries } from './queries';

/** Whether `username`'s team won a finished battle (null while it is not finished). */
function outcome(battle: BattleSummaryDto, username: string | null): boolean | null {
  if (battle.status !== 'finished' || battle.winnerTeam === null) return null;
  return battle.seats.some((s) => s.username === username && s.kind === 'player' && s.team === battle.winnerTeam);
}

/** The player's battles (`GET /api/battles/mine`), newest first, with the outcome and a link to each. */
export function BattleHistory() {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const username = useSessionStore((s) => s.user?.username ?? null);
  const mine = useInfiniteQuery(battleQueries.mine());
  const entries = mine.data?.pages.flatMap((p) => p.entries) ?? [];
  if (mine.isPending) return <p role="status" className="text-sm text-fg-muted">{t('loading')}</p>;
  if (mine.isError)
    return (
      <div className="grid justify-items-start gap-2 text-sm text-fg-muted">
        <p>{t('loadFailed')}</p>
        <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (entries.length === 0)
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-line p-5 text-sm text-fg-muted">
        <p>{t('history.empty')}</p>
        <Button asChild size="sm">
          <Link to="/battles">{t('history.browse')}</Link>
        </Button>
      </div>
    );
  return (
    <>
      <ul className="grid gap-3">
        {entries.map((b) => {
          const won = outcome(b, username);
          return (
            <li key={b.id} data-testid="battle-history-row" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line/70 bg-surface-2/40 p-3 text-sm">
              <Link to={`/battles/${b.id}`} className="font-semibold hover:underline">
                {t(`modes.${b.mode}`)}
              </Link>
              <StatusBadge status={b.status} />
              {won === null ? null : (
                <span className={won ? 'font-bold text-gold' : 'text-fg-muted'}>{won ? t('history.won') : t('history.lost')}</span>
              )}
              <span className="tabular-nums text-fg-muted">{coins(b.seatPriceCoins)}</span>
              <time dateTime={b.createdAt} className="ms-auto text-xs text-fg-muted">
                {formatRelativeTime(b.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
      {mine.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={() => void mine.fetchNextPage()} disabled={mine.isFetchingNextPage}>
            {t('history.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
