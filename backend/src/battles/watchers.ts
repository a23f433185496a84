import { rooms, type BattleWatchers } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';

/** How often at most a battle's watcher count is recounted and sent (`battle:watchers` is volatile and coalesced). */
export const WATCHERS_INTERVAL_MS = 1_000;

/** Per app: the last count of each watched battle (what snapshots report). */
const counts = new WeakMap<AppContext, Map<string, number>>();

/** The battle's last counted watchers (0 when nobody watched it yet). */
export function watcherCount(ctx: AppContext, battleId: string): number {
  return counts.get(ctx)?.get(battleId) ?? 0;
}

/**
 * Counts the sockets in battles' rooms, across nodes (the adapter's `fetchSockets`), at most once per
 * WATCHERS_INTERVAL_MS for all battles whose watchers changed meanwhile, and sends each count volatile to its room.
 * Returns `changed(battleId)`, called on every watch, unwatch and disconnect.
 */
export function watcherCounter(ctx: AppContext, io: NovaIo): (battleId: string) => void {
  const known = counts.get(ctx) ?? new Map<string, number>();
  counts.set(ctx, known);
  let dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = dirty;
    dirty = new Set();
    for (const battleId of batch) {
      const watchers = (await io.in(rooms.battle(battleId)).fetchSockets()).length;
      if (watchers === 0) known.delete(battleId);
      else known.set(battleId, watchers);
      const payload: BattleWatchers = { battleId, watchers };
      io.to(rooms.battle(battleId)).volatile.emit('battle:watchers', payload);
    }
  };
  return (battleId) => {
    dirty.add(battleId);
    if (timer) return;
    timer = setTimeout(() => void flush().catch((err: unknown) => ctx.logger.error({ err }, 'battle watchers count failed')), WATCHERS_INTERVAL_MS);
    timer.unref();
  };
}
