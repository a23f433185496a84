import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { battleSchema } from '@nova/protocol';
import { appSocket, type SocketSource } from '../../realtime/live';
import type { NovaSocket } from '../../realtime/socket';
import { useBattleStore } from '../../stores/useBattleStore';
import { battleQueries } from './queries';

/**
 * Watches one battle over the app's socket while mounted: `battle:watch` on every connection the server could not
 * recover (its ack is the snapshot, validated with the protocol's schema), `battle:unwatch` when leaving. The room's
 * facts reach the store through `realtime/handlers/battles.ts`. Returns the teardown.
 */
export function watchBattle(source: SocketSource, battleId: string, invite: string | null): () => void {
  let socket: NovaSocket | null = null;
  let stopped = false;
  const watch = () => {
    socket?.emit('battle:watch', invite ? { battleId, invite } : { battleId }, (ack) => {
      if (stopped || !ack.ok) return;
      const parsed = battleSchema.safeParse(ack.data);
      if (parsed.success) useBattleStore.getState().snapshot(parsed.data);
    });
  };
  const onConnect = () => {
    if (!socket?.recovered) watch();
  };
  source.attach((s) => {
    if (stopped) return;
    socket = s;
    s.on('connect', onConnect);
    if (s.connected) watch();
  });
  return () => {
    stopped = true;
    socket?.off('connect', onConnect);
    if (socket?.connected) socket.emit('battle:unwatch', { battleId }, () => {});
  };
}

/**
 * One battle, live: the REST snapshot first (the page works without a socket), then the room's facts in order. A
 * missed round (a gap) reloads the snapshot. Returns the battle held in the store and the query's state.
 */
export function useBattle(battleId: string, invite: string | null, source: SocketSource = appSocket) {
  const query = useQuery(battleQueries.one(battleId, invite));
  const entry = useBattleStore((s) => s.watched[battleId]);
  const { data, refetch } = query;
  useEffect(() => {
    if (data) useBattleStore.getState().snapshot(data);
  }, [data]);
  useEffect(() => watchBattle(source, battleId, invite), [source, battleId, invite]);
  useEffect(() => {
    if (entry?.gap) void refetch();
  }, [entry?.gap, refetch]);
  useEffect(() => () => useBattleStore.getState().forget(battleId), [battleId]);
  return { entry, query };
}
