import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { XCircle } from 'lucide-react';
import { BATTLE_STATUSES, type BattleStatus, type BattleSummaryDto } from '@nova/protocol';
import { Button } from '../../../components/ui/button';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useMoney } from '../../../currency';
import { formatRelativeTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errorMessage';
import { useFeed } from '../../../realtime/feeds';
import { useBattleStore } from '../../../stores/useBattleStore';
import { toast } from '../../../stores/useToastStore';
import { StatusBadge } from '../../battles/StatusBadge';
import { battleActions, battleQueries } from '../../battles/queries';
import { SectionHeader } from '../SectionHeader';

/** The admin's copy of a battle: the list's, or the lobby feed's when newer (public battles change live). */
function latest(battle: BattleSummaryDto, live: ReadonlyMap<string, BattleSummaryDto>): BattleSummaryDto {
  const fresh = live.get(battle.id);
  return fresh && fresh.seq > battle.seq ? fresh : battle;
}

/**
 * Admins: every battle (private ones too) from `GET /api/admin/battles`, filtered by status, kept live by the lobby
 * feed, with a cancel (every paid seat refunded) for one that is waiting or stuck running.
 */
export default function BattlesSection() {
  const { t } = useTranslation('battles');
  const { coins } = useMoney();
  const client = useQueryClient();
  const [status, setStatus] = useState<BattleStatus | null>(null);
  const list = useQuery(battleQueries.admin(status));
  const lobby = useBattleStore((s) => s.lobby);
  const [busy, setBusy] = useState<string | null>(null);
  useFeed('battles', () => void client.invalidateQueries({ queryKey: [...battleQueries.all, 'admin'] }));
  const live = new Map(lobby.map((b) => [b.id, b]));
  const rows = (list.data?.entries ?? []).map((b) => latest(b, live)).filter((b) => status === null || b.status === status);

  const cancel = async (id: string) => {
    setBusy(id);
    try {
      useBattleStore.getState().snapshot(await battleActions.cancel(id));
      toast({ title: t('admin.cancelled'), variant: 'success' });
      await client.invalidateQueries({ queryKey: [...battleQueries.all, 'admin'] });
    } catch (err) {
      toast({ title: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div>
      <SectionHeader section="battles" />
      <div className="mb-4 flex flex-wrap items-center gap-2" role="group" aria-label={t('admin.filter')}>
        <ToggleChip pressed={status === null} onClick={() => setStatus(null)}>
          {t('admin.all')}
        </ToggleChip>
        {BATTLE_STATUSES.map((s) => (
          <ToggleChip key={s} pressed={status === s} onClick={() => setStatus(s)}>
            {t(`status.${s}`)}
          </ToggleChip>
        ))}
      </div>
      {list.isError ? (
        <p role="alert" className="text-danger">
          {errorMessage(list.error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-fg-muted">{list.isPending ? t('loading') : t('admin.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((b) => (
            <li key={b.id} data-testid="admin-battle" className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface/80 p-3 text-sm">
              <StatusBadge status={b.status} />
              <Link to={`/battles/${b.id}`} className="font-semibold hover:underline">
                {t(`modes.${b.mode}`)}
              </Link>
              {b.visibility === 'private' ? <span className="text-fg-muted">{t('private')}</span> : null}
              <span className="tabular-nums text-gold">{coins(b.seatPriceCoins)}</span>
              <span className="text-fg-muted">
                {t('admin.creator', { name: b.creator })} · {formatRelativeTime(b.createdAt)}
              </span>
              <span className="text-fg-muted">{t('card.seats', { taken: b.seats.filter((s) => s.kind !== 'empty').length, total: b.seats.length })}</span>
              {b.status === 'waiting' || b.status === 'running' ? (
                <Button size="sm" variant="ghost" className="ms-auto" disabled={busy === b.id} onClick={() => void cancel(b.id)}>
                  <XCircle className="h-4 w-4" aria-hidden />
                  {t('admin.cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
