import { rooms } from '@nova/protocol';
import type { AppContext, NovaIo } from '../context';
import { outlet } from '../realtime/outlet';

/** How often at most a battle's watcher count is recounted and sent (`battle:watchers` is volatile and coalesced). */
export const WATCHERS_INTERVAL_MS = 1_000;

interface Watchers {
  /** The last count of each watched battle (what snapshots report). */
  counts: Map<string, number>;
  /** Called on every watch, unwatch and disconnect: schedules a recount. */
  changed: (battleId: string) => void;
}

const perApp = new WeakMap<AppContext, Watchers>();

/** The battle's last counted watchers (0 when nobody watched it yet). */
export function watcherCount(ctx: AppContext, battleId: string): number {
  return perApp.get(ctx)?.counts.get(battleId) ?? 0;
}

/**
 * This app's watcher counter: at most once per WATCHERS_INTERVAL_MS it counts the sockets in the rooms of the
 * battles whose watchers changed, across nodes (the adapter's `fetchSockets`), and sends each count to the battle's
 * room through the `battle-watchers` stream's outlet (volatile).
 */
export function battleWatchers(ctx: AppContext, io: NovaIo): Watchers {
  const existing = perApp.get(ctx);
  if (existing) return existing;
  const counts = new Map<string, number>();
  const out = outlet(ctx, io, 'battle-watchers');
  let dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    timer = null;
    const batch = dirty;
    dirty = new Set();
    for (const battleId of batch) {
      const watchers = (await io.in(rooms.battle(battleId)).fetchSockets()).length;
      if (watchers === 0) counts.delete(battleId);
      else counts.set(battleId, watchers);
      await out.send({ event: 'battle:watchers', to: rooms.battle(battleId), payload: { battleId, watchers } });
    }
  };
  const changed = (battleId: string) => {
    dirty.add(battleId);
    if (timer) return;
    timer = setTimeout(() => void flush().catch((err: unknown) => ctx.logger.error({ err }, 'battle watchers count failed')), WATCHERS_INTERVAL_MS);
    timer.unref();
  };
  const watchers = { counts, changed };
  perApp.set(ctx, watchers);
  return watchers;
}

/** The battle id of a battle's room name, else null. */
export function battleOfRoom(room: string): string | null {
  const prefix = rooms.battle('');
  return room.startsWith(prefix) ? room.slice(prefix.length) : null;
}
