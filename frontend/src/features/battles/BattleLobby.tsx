import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BATTLE_MODES, type BattleMode } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { ToggleChip } from '../../components/ui/toggle-chip';
import { useFeed } from '../../realtime/feeds';
import { useBattleStore } from '../../stores/useBattleStore';
import { BattleCard } from './BattleCard';
import { LOBBY_SECTIONS, PRICE_BANDS, filtersOf, groupLobby, type PriceBand } from './lobby';
import { battleQueries } from './queries';

/**
 * The lobby's live list: the REST snapshot (reloaded after each subscription to the `battles` feed), then every
 * `battle:updated` merged by seq, grouped as waiting, running and just finished, filtered by mode and seat price.
 */
export function BattleLobby() {
  const { t } = useTranslation('battles');
  const client = useQueryClient();
  const [band, setBand] = useState<PriceBand>('any');
  const [mode, setMode] = useState<BattleMode | null>(null);
  const filters = filtersOf(band, mode);
  const lobby = useQuery(battleQueries.lobby(filters));
  const battles = useBattleStore((s) => s.lobby);
  useFeed('battles', () => void client.invalidateQueries({ queryKey: [...battleQueries.all, 'lobby'] }));
  useEffect(() => {
    if (lobby.data) useBattleStore.getState().lobbyLoaded(lobby.data.entries);
  }, [lobby.data]);
  const groups = groupLobby(battles, filters);

  return (
    <div className="grid gap-6">
      <div className="grid gap-3" role="group" aria-label={t('filters.label')}>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.mode')}>
          <span className="text-sm text-fg-muted">{t('filters.mode')}</span>
          <ToggleChip pressed={mode === null} onClick={() => setMode(null)}>
            {t('filters.anyMode')}
          </ToggleChip>
          {BATTLE_MODES.map((m) => (
            <ToggleChip key={m} pressed={mode === m} onClick={() => setMode(m)}>
              {t(`modes.${m}`)}
            </ToggleChip>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('filters.price')}>
          <span className="text-sm text-fg-muted">{t('filters.price')}</span>
          {PRICE_BANDS.map((b) => (
            <ToggleChip key={b.key} pressed={band === b.key} onClick={() => setBand(b.key)}>
              {t(`filters.bands.${b.key}`)}
            </ToggleChip>
          ))}
        </div>
      </div>
      {lobby.isError && battles.length === 0 ? (
        <div className="grid justify-items-start gap-2 text-sm text-fg-muted">
          <p>{t('loadFailed')}</p>
          <Button size="sm" variant="secondary" onClick={() => void lobby.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : lobby.isPending && battles.length === 0 ? (
        <p role="status" className="text-fg-muted">
          {t('loading')}
        </p>
      ) : (
        LOBBY_SECTIONS.map((status) => (
          <section key={status} aria-labelledby={`lobby-${status}`} className="grid gap-3">
            <h2 id={`lobby-${status}`} className="text-lg font-bold">
              {t(`lobby.${status}`)} <span className="text-fg-muted tabular-nums">({groups[status].length})</span>
            </h2>
            {groups[status].length === 0 ? (
              <p className="text-sm text-fg-muted">{t(`lobby.empty.${status}`)}</p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {groups[status].map((battle) => (
                  <BattleCard key={battle.id} battle={battle} />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
    </div>
  );
}
