import { STATS_FRESH_MS } from '@nova/protocol';
import type { LiveStream } from '../realtime/stream';
import { statsFor } from './service';

/**
 * The home page's figures, live: an opening, a free-box claim or a new player marks them changed (the cached answer
 * then lives at most STATS_FRESH_MS); STATS_FRESH_MS after the first such change this node recomputes them once and
 * sends them to the `stats` room (at most one a second). A new watcher reads `GET /api/stats` as it subscribes.
 */
export const statsStreams: readonly LiveStream[] = [
  {
    stream: 'stats',
    after: { 'opening.completed': true, 'freeBox.claimed': true, 'user.registered': true },
    everyMs: STATS_FRESH_MS,
    wait: 'whole',
    changed: (ctx) => statsFor(ctx).changed(),
    read: async (ctx) => {
      const stats = await statsFor(ctx).refresh();
      return { event: 'stats:updated', payload: { seq: stats.seq, stats } };
    },
  },
];
